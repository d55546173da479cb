// The test lanes both configs share: `vitest.fast.config.ts` (`npm run test:fast`) runs the unit lanes and
// the commands; `vitest.config.ts` (`npm test`) runs the unit lanes and everything else, commands included.
//
// Speed: unit files share a worker and its loaded modules (isolate: false), so React, styled-components and
// happy-dom load once per worker instead of once per file. A file that replaces modules (vi.mock,
// vi.doMock, vi.resetModules) gets a fresh module graph of its own: the lanes find those by their text.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/** The unit lanes' files: no PostgreSQL, Redis or browser. */
const UNIT_FILES = [
  'common/**/*.test.ts',
  'client/**/*.test.{ts,tsx}',
  '{server,migrations,test}/**/*.unit.test.ts',
];
/** `UNIT_FILES` as one pattern over paths from the repo's root. */
const IS_UNIT =
  /^(common\/.*\.test\.ts|client\/.*\.test\.tsx?|(server|migrations|test)\/.*\.unit\.test\.ts)$/;
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
/**
 * The store's own tests drive its module state (the reconcile model, the undo stack, the lists) from a known
 * start, which a file before them in a shared graph would have moved: they run in graphs of their own too.
 */
const OWNS_STORE = /^client\/src\/store\//;
/** The commands run through runCommand without HTTP: they need PostgreSQL. */
export const COMMAND_FILES = ['server/**/*.command.test.ts'];

/** Unit test files that replace modules or own the store's state: each runs in a module graph of its own. */
function filesOfTheirOwn(): string[] {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return ['common', 'client', 'server', 'migrations', 'test'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter((file) => IS_UNIT.test(file) && !file.includes('/node_modules/'))
      .filter(
        (file) =>
          OWNS_STORE.test(file) || REPLACES_MODULES.test(fs.readFileSync(path.join(root, file), 'utf8')),
      ),
  );
}

/** What every lane shares. */
export const LANE = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
} as const;

/** The unit lanes: shared modules, and the files that replace modules. */
export function unitProjects(): TestProjectInlineConfiguration[] {
  const ownModules = filesOfTheirOwn();
  const unit = {
    ...LANE,
    pool: 'threads',
    env: { ...LANE.env, REDIS_URL: '' },
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache; `npx vitest
    // --clearCache` drops it): a rerun transforms only what changed.
    experimental: { fsModuleCache: true },
    setupFiles: './test/unitFileSetup.ts',
  } as const;
  return [
    {
      test: {
        ...unit,
        name: 'unit',
        include: UNIT_FILES,
        exclude: [...configDefaults.exclude, ...ownModules],
        isolate: false,
      },
    },
    { test: { ...unit, name: 'unit-own-modules', include: ownModules, isolate: true } },
  ];
}

/** Everything but the unit lanes: route, socket, command, process and browser tests. */
export const SERVER_FILES = ['{server,migrations,seeds}/**/*.test.ts', 'test/**/*.test.ts'];
export const SERVER_EXCLUDES = [...configDefaults.exclude, '**/*.unit.test.ts'];
