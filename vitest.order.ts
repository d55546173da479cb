// In what order `npm test` hands its files to the workers. Vitest runs, within a lane, the files that took
// longest last time first (its cache, node_modules/.vite/vitest), so no worker starts a long file at the end
// while the others idle. A clean clone (CI) has no such cache, and Vitest then goes by file size: a short
// file of a heavy kind (a chaos scenario, a node started as a process) came last and alone drew out the end.
// Without the cache, the heavy kinds go first — browser, chaos and process tests — each by size.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Browser tests (test/e2e), fault scenarios (test/chaos) and the processes started by test/*.test.ts. */
const HEAVY = /^test\/(e2e\/|chaos\/|[^/]+\.test\.ts$)/;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const { cache, config } = this.ctx;
    const relative = (file: TestSpecification) => file.moduleId.slice(config.root.length + 1);
    const timed = (file: TestSpecification) =>
      cache.getFileTestResults(`${file.project.name}:${relative(file)}`) !== undefined;
    // A lane is timed when any of its files is: in CI, `npm run test:fast` has just timed the unit lane, while
    // the server lanes have never run.
    const timedLanes = new Set(sorted.filter(timed).map((file) => file.project.name));
    // Vitest keeps each lane's files together; within an untimed lane the heavy kinds first (a stable sort).
    const lanes = [...new Set(sorted.map((file) => file.project.name))];
    const rank = (file: TestSpecification) =>
      lanes.indexOf(file.project.name) * 2 +
      (timedLanes.has(file.project.name) || HEAVY.test(relative(file)) ? 0 : 1);
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}
