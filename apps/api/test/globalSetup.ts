// Once per test project and run: the template databases its test files copy (test/templates.ts),
// removed once every file has finished. (Made side by side for both projects, they took longer
// than one after the other on a 2-core machine: 98 s against 60 s before the first file.)
import type { TestProject } from 'vitest/node';
import { makeTemplates } from './templates.ts';
import type { Templates } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Templates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.name === 'postgres' ? 'postgres' : 'pglite';
  const { templates, remove } = await makeTemplates(kind);
  project.provide('databaseTemplates', templates);
  return remove;
}
