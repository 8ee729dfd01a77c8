import { describe, expect, it } from 'vitest';
import { contractMethods } from './methods.ts';

const op = { operationId: 'x' };
const methodsAt = contractMethods(
  {
    paths: {
      '/project/{id}': { get: op },
      '/project/exclude': { post: op },
      '/project/{id}/applicationFlow': { delete: op, patch: op, get: op },
      '/jobs.{format}': { put: op },
    },
  },
  '/v1/api',
);

describe('contractMethods', () => {
  it('names the methods of the matching path, HEAD with GET, in a fixed order', () => {
    expect(methodsAt('/v1/api/project/7/applicationFlow')).toEqual(['GET', 'HEAD', 'PATCH', 'DELETE']);
    expect(methodsAt('/v1/api/project/7')).toEqual(['GET', 'HEAD']);
  });

  it('joins the methods of every path that matches', () => {
    expect(methodsAt('/v1/api/project/exclude')).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('ignores the query string, and takes a parameter as one whole segment', () => {
    expect(methodsAt('/v1/api/project/7?x=/y')).toEqual(['GET', 'HEAD']);
    expect(methodsAt('/v1/api/project/7/8')).toBeUndefined();
    expect(methodsAt('/v1/api/project/')).toBeUndefined();
  });

  it('matches the template literally around its parameters', () => {
    expect(methodsAt('/v1/api/jobs.xml')).toEqual(['PUT']);
    expect(methodsAt('/v1/api/jobsXxml')).toBeUndefined();
  });

  it('knows nothing outside the base path', () => {
    expect(methodsAt('/project/7')).toBeUndefined();
    expect(methodsAt('/v1/apiproject/7')).toBeUndefined();
    expect(methodsAt('/v1/api')).toBeUndefined();
  });
});
