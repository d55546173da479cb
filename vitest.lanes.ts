// The test lanes both configs share: `vitest.fast.config.ts` (`npm run test:fast`) runs the unit lane and
// the commands; `vitest.config.ts` (`npm test`) runs the unit lane and the server lanes (commands included).
//
// Speed: the unit lane runs in VM contexts (pool vmThreads): each file gets a fresh global scope and module
// graph of its own, as isolation promises, while the worker and Node's own modules stay loaded, so a file
// does not pay for a new thread and happy-dom's start. No file can see what another rendered, stored or mocked —
// with two workers or more: Vitest forces `isolate: false` on VM pools, and with one worker (`--maxWorkers 1`) it
// hands such a project all its files at once, into one context (29 of the lane's tests then fail on shared
// stores and document). Debug one file, or keep two workers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/** The commands run through runCommand without HTTP: they need PostgreSQL. */
export const COMMAND_FILES = ['server/**/*.command.test.ts'];

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** What every lane shares. */
export const LANE = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll waits for a state (a row saved, a socket heard): its own 1 s default is a timing, and on a
  // loaded CI machine a save took longer (a browser test's optimistic screen was right, its poll of the
  // database gave up). A passing poll never waits this long; it stays under testTimeout so a failing one
  // reports what it waited for.
  expect: { poll: { timeout: 20_000 } },
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache; `npx vitest
  // --clearCache` drops it): a rerun transforms only what changed, and `npm test` reuses what `test:fast`
  // transformed (the server's modules its commands load). Route files, second run: transform 8 → 2 s summed.
  experimental: { fsModuleCache: true },
} as const;

const UNIT = {
  ...LANE,
  env: { ...LANE.env, REDIS_URL: '' },
} as const;

/** The rules without a page: common's and the server's units (which need no database). */
const SHARED_UNIT_FILES = ['common/**/*.test.ts', '{server,migrations,test}/**/*.unit.test.ts'];
const isSharedUnitFile = (file: string) =>
  file.endsWith('.unit.test.ts') || (file.startsWith('common/') && file.endsWith('.test.ts'));

/**
 * The unit lane: no PostgreSQL, Redis or browser, in two projects. The client's files (screens in happy-dom,
 * stores that are module singletons) run in VM contexts, each a fresh page and module graph. The rules
 * without a page share their worker's modules (isolate: false), as the server lanes do: each file in its
 * own context loaded zod, the card field registry and Vitest's runner again, ~0.2 s a file. A file among
 * them that replaces modules, stubs a global or the environment, or fakes the clock runs with the client's.
 */
export function unitProjects(): TestProjectInlineConfiguration[] {
  const own = filesReplacing(['common', 'server', 'migrations', 'test'], isSharedUnitFile);
  return [
    {
      test: {
        ...UNIT,
        name: 'unit',
        include: ['client/**/*.test.{ts,tsx}', ...own],
        pool: 'vmThreads',
        // Each context reuses what an earlier one compiled of the same CommonJS package (the file says why).
        execArgv: ['--import', path.join(ROOT, 'test/vmScriptCache.mjs')],
      },
    },
    {
      test: {
        ...UNIT,
        name: 'unit-shared',
        include: SHARED_UNIT_FILES,
        exclude: [...configDefaults.exclude, ...own],
        pool: 'threads',
        isolate: false,
      },
    },
  ];
}

/** Everything but the unit lane: route, socket, command, process and browser tests. */
const SERVER_FILES = ['{server,migrations,seeds}/**/*.test.ts', 'test/**/*.test.ts'];
const SERVER_EXCLUDES = [...configDefaults.exclude, '**/*.unit.test.ts'];
/** A file that would leave its modules, globals, environment or fake clock to the files after it in a worker. */
const REPLACES_SHARED = /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(/;
const isServerFile = (file: string) => file.endsWith('.test.ts') && !file.endsWith('.unit.test.ts');

/** Test files under `dirs` (picked by `wanted`) that replace what they share (REPLACES_SHARED). */
function filesReplacing(dirs: string[], wanted: (file: string) => boolean): string[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter(wanted)
      .filter((file) => REPLACES_SHARED.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))),
  );
}

/**
 * The server lanes. Their files share a worker process and its loaded modules (isolate: false): each file
 * starts its own server, database and sockets and closes them, so loading Koa, knex, socket.io and the app
 * once per worker instead of once per file saves most of a server file's start. A file that replaces
 * modules, stubs a global or the environment, or fakes the clock gets a fresh process of its own.
 */
export function serverProjects(globalSetup: string[]): TestProjectInlineConfiguration[] {
  const own = filesReplacing(['server', 'migrations', 'seeds', 'test'], isServerFile);
  const server = { ...LANE, globalSetup, include: SERVER_FILES, pool: 'forks' } as const;
  return [
    { test: { ...server, name: 'server', exclude: [...SERVER_EXCLUDES, ...own], isolate: false } },
    { test: { ...server, name: 'server-own-modules', include: own, isolate: true } },
  ];
}
