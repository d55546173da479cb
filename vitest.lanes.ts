// The test lanes both configs share: `vitest.fast.config.ts` (`npm run test:fast`) runs the unit lane and
// the commands; `vitest.config.ts` (`npm test`) runs the unit lane and the server lanes (commands included).
//
// Speed: the unit lane runs in VM contexts (pool vmThreads): each file gets a fresh global scope and module
// graph of its own, as isolation promises, while the worker and Node's own modules stay loaded, so a file
// does not pay for a new thread and happy-dom's start. No file can see what another rendered, stored or mocked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/** The commands run through runCommand without HTTP: they need PostgreSQL. */
export const COMMAND_FILES = ['server/**/*.command.test.ts'];

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
} as const;

/** The unit lane: no PostgreSQL, Redis or browser. */
export function unitProjects(): TestProjectInlineConfiguration[] {
  return [
    {
      test: {
        ...LANE,
        name: 'unit',
        include: [
          'common/**/*.test.ts',
          'client/**/*.test.{ts,tsx}',
          '{server,migrations,test}/**/*.unit.test.ts',
        ],
        pool: 'vmThreads',
        env: { ...LANE.env, REDIS_URL: '' },
        // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache; `npx vitest
        // --clearCache` drops it): a rerun transforms only what changed.
        experimental: { fsModuleCache: true },
      },
    },
  ];
}

/** Everything but the unit lane: route, socket, command, process and browser tests. */
const SERVER_FILES = ['{server,migrations,seeds}/**/*.test.ts', 'test/**/*.test.ts'];
const SERVER_EXCLUDES = [...configDefaults.exclude, '**/*.unit.test.ts'];
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

/** Server test files that replace modules (vi.mock and the like): these run in a module graph of their own. */
function filesReplacingModules(): string[] {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return ['server', 'migrations', 'seeds', 'test'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.unit.test.ts'))
      .filter((file) => REPLACES_MODULES.test(fs.readFileSync(path.join(root, file), 'utf8'))),
  );
}

/**
 * The server lanes. Their files share a worker process and its loaded modules (isolate: false): each file
 * starts its own server, database and sockets and closes them, so loading Koa, knex, socket.io and the app
 * once per worker instead of once per file saves most of a server file's start. A file that replaces
 * modules gets a fresh process of its own.
 */
export function serverProjects(globalSetup: string[]): TestProjectInlineConfiguration[] {
  const own = filesReplacingModules();
  const server = { ...LANE, globalSetup, include: SERVER_FILES, pool: 'forks' } as const;
  return [
    { test: { ...server, name: 'server', exclude: [...SERVER_EXCLUDES, ...own], isolate: false } },
    { test: { ...server, name: 'server-own-modules', include: own, isolate: true } },
  ];
}
