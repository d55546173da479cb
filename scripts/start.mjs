// @ts-check
// `npm start`: builds only when the sources changed since the last build (scripts/build.mjs), then runs the
// server in this process (no second Node), with source maps for its stack traces. What scripts/startupHold.mjs
// holds is held from the first line on (imports run in order): the server releases it once it listens.
import './holdDuringStart.mjs';
// build.mjs loads Node's own modules only: the bundlers run in a child process (`npm run build:*`) and only
// when a build is due, so an up-to-date start holds neither esbuild nor Vite.
import { build, buildIsCurrent } from './build.mjs';

if (!buildIsCurrent()) {
  console.log('Sources changed since the last build (or there is none): building…');
  build();
}
process.setSourceMapsEnabled(true);
// A name, not a literal: the type check must not look for a bundle that a fresh clone has not built yet.
const server = '../dist/server/index.js';
await import(server);
