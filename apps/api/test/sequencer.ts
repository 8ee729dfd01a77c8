// The order test files start in: the three longest first, so none of them starts last and runs
// alone while the other workers idle. Vitest orders by the durations of the previous run, which a
// clean clone (CI) does not have; there it falls back to file size, and the contract fuzzer — a
// short file that runs 140 s — started among the last (a 2-minute tail with one worker busy).
// Only these three: starting every long file at once makes them contend for the two cores (in one
// run on this machine each of them took 1.3–2.4× as long).
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

const LONGEST_FIRST = ['contractFuzz', 'vmsCli', 'crashSafety'];

function rank(spec: TestSpecification): number {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/test/${name}.test.ts`));
  return index < 0 ? LONGEST_FIRST.length : index;
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
