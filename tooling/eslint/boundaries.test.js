// Proves every architecture rule with a fixture that must be reported, and a control fixture
// per layer that must stay clean (so a rule that fires on everything fails here too).
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const fixtures = join(import.meta.dirname, 'fixtures');

/** @type {Map<string, { ruleId: string | null, messageId?: string, message: string }[]>} */
let reports;

beforeAll(async () => {
  const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: join(fixtures, 'eslint.config.js') });
  const results = await eslint.lintFiles(['.']);
  reports = new Map(
    results.map((r) => [
      r.filePath.slice(fixtures.length + 1),
      r.messages.map(({ ruleId, messageId, message }) => ({ ruleId, messageId, message })),
    ]),
  );
}, 60_000);

/** "rule" or "rule:messageId" for every problem reported in one fixture file. */
function problems(file) {
  const found = reports.get(file);
  if (!found) throw new Error(`fixture ${file} was not linted`);
  return found.map((m) =>
    m.messageId && (m.ruleId === 'talent/boundaries' || m.ruleId === 'talent/api-layers')
      ? `${m.ruleId}:${m.messageId}`
      : m.ruleId,
  );
}

describe('no deep imports into another package', () => {
  it('reports @talent/x/some/path', () => {
    expect(problems('packages/search/src/deepImport.ts')).toContain('talent/boundaries:deepImport');
  });

  it('reports a relative path that walks into another package', () => {
    expect(problems('packages/search/src/relativeIntoDomain.ts')).toEqual(['talent/boundaries:relativeIntoPackage']);
  });

  it('lets only config files reach the tooling presets', () => {
    expect(problems('packages/search/src/importsTooling.ts')).toContain('talent/boundaries:toolingOutsideConfig');
    expect(problems('packages/search/vitest.config.ts')).toEqual([]);
  });

  it('lets only test files and @talent/test-utils reach the tooling test helpers', () => {
    expect(problems('packages/search/src/importsToolingAxe.ts')).toEqual(['talent/boundaries:toolingOutsideConfig']);
    expect(problems('packages/search/src/usesToolingAxe.test.ts')).toEqual([]);
    expect(problems('packages/test-utils/src/index.ts')).toEqual([]);
  });
});

describe('the test helpers stay in tests', () => {
  it('reports production code importing @talent/test-utils', () => {
    expect(problems('packages/search/src/importsTestUtils.ts')).toEqual(['talent/boundaries:testUtilsOutsideTests']);
  });

  it('lets test files and helpers under src/test/ import it', () => {
    expect(problems('packages/search/src/usesTestUtils.test.ts')).toEqual([]);
    expect(problems('packages/search/src/test/harness.ts')).toEqual([]);
  });
});

describe('the fixtures stay in tests and benchmarks', () => {
  it('reports production code importing @talent/fixtures', () => {
    expect(problems('apps/api/src/importsFixtures.ts')).toEqual(['talent/boundaries:fixturesOutsideTests']);
  });

  it("lets a package's test/ folder import it", () => {
    expect(problems('apps/api/test/usesFixtures.ts')).toEqual([]);
  });
});

describe('no feature -> feature import', () => {
  it('reports a feature package importing another feature package', () => {
    expect(problems('packages/search/src/importsOtherFeature.ts')).toEqual(['talent/boundaries:featureToFeature']);
  });

  it('allows a feature to import ui and domain through their entry points', () => {
    expect(problems('packages/search/src/allowed.ts')).toEqual([]);
  });
});

describe('layers only point downwards', () => {
  it('reports ui importing a feature', () => {
    expect(problems('packages/ui/src/importsFeature.ts')).toEqual(['talent/boundaries:layer']);
  });

  it('reports domain importing any other @talent package', () => {
    expect(problems('packages/domain/src/importsUi.ts')).toEqual(['talent/boundaries:layer']);
  });

  it('reports a @talent package missing from the architecture table', () => {
    expect(problems('packages/mystery/src/unregistered.ts')).toEqual(['talent/boundaries:unknownPackage']);
  });
});

describe('no React and no I/O in domain', () => {
  it('reports React', () => {
    expect(problems('packages/domain/src/importsReact.ts')).toEqual(['no-restricted-imports']);
  });

  it('reports Node I/O modules', () => {
    expect(problems('packages/domain/src/importsNodeFs.ts')).toEqual(['no-restricted-imports']);
  });

  it('reports fetch', () => {
    expect(problems('packages/domain/src/callsFetch.ts')).toEqual(['no-restricted-globals']);
  });

  it('reports web storage', () => {
    expect(problems('packages/domain/src/touchesStorage.ts')).toEqual(['no-restricted-globals']);
  });

  it('reports reading the clock (time is injected)', () => {
    expect(problems('packages/domain/src/readsClock.ts')).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('accepts pure code that builds dates from given times', () => {
    expect(problems('packages/domain/src/pure.ts')).toEqual([]);
  });
});

describe('apps/api never imports UI', () => {
  it('reports @talent/ui', () => {
    expect(problems('apps/api/src/importsUi.ts')).toEqual(['talent/boundaries:layer']);
  });

  it('reports React and JSX', () => {
    expect(problems('apps/api/src/importsReact.tsx')).toEqual(['no-restricted-imports', 'no-restricted-syntax']);
  });

  it('allows domain, contract types and Node I/O', () => {
    expect(problems('apps/api/src/allowed.ts')).toEqual([]);
  });
});

describe('apps import no app, except the composition entry', () => {
  it('reports the portal importing the API app', () => {
    expect(problems('apps/portal/server/importsApi.ts')).toEqual(['talent/boundaries:layer']);
  });

  it('reports the API importing the portal app', () => {
    expect(problems('apps/api/src/importsPortal.ts')).toEqual(['talent/boundaries:layer']);
  });

  it('lets the composition app import both', () => {
    expect(problems('apps/server/src/main.ts')).toEqual([]);
  });
});

describe('test hygiene', () => {
  it('reports toThrow with a regex, which would also pass for `throw undefined`', () => {
    expect(problems('packages/search/src/weakThrow.test.ts')).toEqual(['no-restricted-syntax']);
  });
});

it('lints every fixture (none silently skipped)', () => {
  expect([...reports.keys()].filter((f) => f.endsWith('.ts') || f.endsWith('.tsx')).length).toBe(40);
});

describe('the layers inside apps/api', () => {
  it('reports a handler importing the database', () => {
    expect(problems('apps/api/src/handlers/alpha/importsDb.ts')).toEqual(['talent/api-layers:handlerToDb']);
  });

  it('reports a handler importing another handler', () => {
    expect(problems('apps/api/src/handlers/beta/importsHandler.ts')).toEqual(['talent/api-layers:handlerToHandler']);
  });

  it('reports a service importing http/', () => {
    expect(problems('apps/api/src/services/alpha/importsHttp.ts')).toEqual(['talent/api-layers:serviceToHttp']);
  });

  it('reports http/ imported from below the handlers', () => {
    expect(problems('apps/api/src/jobs/importsHttp.ts')).toEqual(['talent/api-layers:httpFromBelow']);
  });

  it('lets handlers use http/ and services, services the database, and the index the handlers', () => {
    expect(problems('apps/api/src/handlers/alpha/alpha.ts')).toEqual([]);
    expect(problems('apps/api/src/services/alpha/alpha.ts')).toEqual([]);
    expect(problems('apps/api/src/handlers/index.ts')).toEqual([]);
  });
});
