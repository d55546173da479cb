// @ts-check
// The build of the client (Vite) and the server (esbuild) into dist/, and its stamp: a digest of every file
// the build reads. `npm run build` always builds; `npm start` (scripts/start.mjs) builds only when the stamp
// differs from the sources, so a restart is a restart. Plain JavaScript, checked by tsc through `@ts-check`:
// it runs before anything is built, and loading tsx for it would cost ~0.35 s of the restart.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(import.meta.dirname);
const STAMP = 'dist/build-stamp';
/** What the build reads: the sources it bundles and the settings and packages it bundles them with. */
const INPUT_DIRS = ['client', 'common', 'server', 'migrations', 'seeds'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/serverBuild.mjs',
];
/** What a finished build leaves; a stamp without them (dist/ half deleted) is not a build. */
const OUTPUTS = ['dist/server/index.js', 'dist/client/index.html'];
/** Tests and their helpers are in the tree but never in the bundle: editing one needs no build. */
const NOT_BUILT = /(\.test\.tsx?$)|(^|\/)test\//;

/**
 * The input files, relative to the root, in a fixed order.
 * @param {string} root
 */
function inputFiles(root) {
  const files = INPUT_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !NOT_BUILT.test(file)),
  );
  return [...files.sort(), ...INPUT_FILES];
}

/** A digest of every input's name and content: equal digests, equal builds. */
export function sourcesDigest(root = ROOT) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/ holds a whole build of exactly the sources now in `root`. */
export function buildIsCurrent(root = ROOT) {
  if (!OUTPUTS.every((file) => fs.existsSync(path.join(root, file)))) return false;
  try {
    return fs.readFileSync(path.join(root, STAMP), 'utf8').trim() === sourcesDigest(root);
  } catch {
    return false;
  }
}

/**
 * Runs an npm script in the root; exits the process with its status when it fails.
 * @param {string} script
 */
function run(script) {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds client and server, then stamps the build with the digest of the sources it started from. */
export function build() {
  const digest = sourcesDigest();
  fs.rmSync(path.join(ROOT, STAMP), { force: true });
  run('build:client');
  run('build:server');
  fs.writeFileSync(path.join(ROOT, STAMP), `${digest}\n`);
}

if (process.argv[1] === import.meta.filename) build();
