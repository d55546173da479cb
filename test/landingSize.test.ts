// Issue 13's weight budget: the landing page and the sign-in screen load at most 150 kB of JavaScript (gzip)
// before the visitor does anything, and none of it is code only signed-in screens or interactions use.
// Measured on a production build of the client, made here (a few seconds), with bench/landingSize.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkSources, screenJsGzipBytes, type Screen } from '../bench/landingSize';

const REPO = path.resolve(import.meta.dirname, '..');
const BUDGET = 150_000; // bytes: 150 kB as Vite prints gzip sizes

/** What neither screen needs before an interaction: signed-in screens, the socket, dialogs' floating-ui. */
const NEVER = [
  /node_modules\/(socket\.io-client|engine\.io-client|date-fns|@floating-ui|tabbable)\//,
  /client\/src\/(realtime|features\/(board|admin|manage|roadmap|shell\/(AppHeader|UserMenu)))\//,
  /client\/src\/store\/(board|workspace|view|dialogs|live|presentLive|presentation)\.ts$/,
  /client\/src\/features\/present\/(?!PresentFallback|projectorTheme)/,
];
/**
 * What each screen does not need besides: the landing validates nothing (of zod it gets only the core config
 * module, which client/src/zodConfig.ts sets for the CSP before any schema exists), sign-in drags nothing.
 */
const NOT_ON: Record<Screen, RegExp[]> = {
  landing: [
    /node_modules\/zod\/(?!v4\/core\/(core|util)\.js$)/,
    /common\/schemas\//,
    // The loaders of the sign-in screens, and the sign-in options they ask for with the code (one small module).
    /client\/src\/features\/auth\/(?!AuthLayout|loadPages|signInOptions)/,
  ],
  signIn: [/node_modules\/@dnd-kit\//, /client\/src\/features\/landing\/SortableDemo/],
};

let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-landing-size-'));
  // `NODE_ENV=development npm start` still builds for production (vite.config.ts): the budget holds for it.
  const env = { ...process.env, NODE_ENV: 'development' };
  await promisify(execFile)(
    process.execPath,
    [path.join(REPO, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
    { cwd: REPO, env, maxBuffer: 32 * 1024 * 1024 },
  );
}, 120_000);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe.each(['landing', 'signIn'] as const)('the %s screen', (screen) => {
  it(`loads at most ${BUDGET / 1000} kB of JavaScript, gzip`, async () => {
    const { files, total } = await screenJsGzipBytes(dist, screen);
    const list = files.map((file) => `${file.name} ${file.gzip}`).join(', ');
    expect(total, list).toBeLessThanOrEqual(BUDGET);
    // The measure found the chunk of the screen's first render, not only index.html's entry.
    expect(files.length, list).toBeGreaterThan(1);
  });

  it('loads none of what it does not need', async () => {
    const { files } = await screenJsGzipBytes(dist, screen);
    const chunks = await chunkSources(dist);
    const loaded = files.flatMap((file) => chunks.get(file.name) ?? []);
    const unneeded = loaded.filter((source) =>
      [...NEVER, ...NOT_ON[screen]].some((rule) => rule.test(source)),
    );
    expect(unneeded).toEqual([]);
  });
});
