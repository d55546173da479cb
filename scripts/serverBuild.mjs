// @ts-check
// How the server is bundled, in one place: `npm run build:server` (this file run as a script: Cardplan into
// dist/server/index.js) and the test and chaos nodes (chaos/harness/serverBundle.ts, other entries, other
// folders) build with these options. esbuild, its packages left to node_modules. esbuild is imported only
// when a build runs, so `npm start`, which reads no bundler unless a build is due, never holds it.
import path from 'node:path';

/** @type {import('esbuild').BuildOptions} */
export const SERVER_BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
};

/**
 * Bundles `entry` into `outfile` with the server's options.
 * @param {string} entry
 * @param {string} outfile
 */
export async function buildServer(entry, outfile) {
  const { build } = await import('esbuild');
  await build({ ...SERVER_BUILD_OPTIONS, entryPoints: [entry], outfile });
}

if (process.argv[1] === import.meta.filename) {
  const root = path.dirname(import.meta.dirname);
  await buildServer(path.join(root, 'server/index.ts'), path.join(root, 'dist/server/index.js'));
}
