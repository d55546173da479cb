// `npm start` builds only when the sources changed (scripts/build.mjs): the stamp, on a made-up tree.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, sourcesDigest } from '../scripts/build.mjs';

let root = '';
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** A build of the tree as it is now: its outputs and its stamp. */
const stampBuild = () => {
  write('dist/server/index.js', '');
  write('dist/client/index.html', '');
  write('dist/build-stamp', `${sourcesDigest(root)}\n`);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-stamp-'));
  for (const dir of ['client/src', 'common', 'server/http', 'migrations', 'seeds']) write(`${dir}/a.ts`, dir);
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'])
    write(file, '{}');
  write('scripts/serverBuild.mjs', 'export const SERVER_BUILD_OPTIONS = {};');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('holds for the sources it was made from, and for a change to a test only', () => {
    expect(buildIsCurrent(root)).toBe(false); // nothing built yet
    stampBuild();
    expect(buildIsCurrent(root)).toBe(true);
    write('server/http/a.test.ts', 'a test');
    write('client/src/test/helper.ts', 'a test helper');
    expect(buildIsCurrent(root)).toBe(true);
  });

  it.each([
    ['an edited source', () => write('server/http/a.ts', 'changed')],
    ['a new source', () => write('common/b.ts', 'new')],
    ['a renamed source', () => fs.renameSync(path.join(root, 'seeds/a.ts'), path.join(root, 'seeds/b.ts'))],
    ['new packages', () => write('package-lock.json', '{"lockfileVersion":3}')],
    [
      'other bundling options',
      () => write('scripts/serverBuild.mjs', 'export const SERVER_BUILD_OPTIONS = { minify: true };'),
    ],
    ['a half-deleted build', () => fs.rmSync(path.join(root, 'dist/client'), { recursive: true })],
  ])('does not hold after %s', (_name, change) => {
    stampBuild();
    change();
    expect(buildIsCurrent(root)).toBe(false);
  });
});
