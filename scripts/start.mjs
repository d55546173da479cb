// @ts-check
// `npm start`: builds only when the sources changed since the last build (scripts/build.mjs), then runs the
// server in this process (no second Node), with source maps for its stack traces.
import { build, buildIsCurrent } from './build.mjs';

if (!buildIsCurrent()) {
  console.log('Sources changed since the last build (or there is none): building…');
  build();
}
process.setSourceMapsEnabled(true);
// A name, not a literal: the type check must not look for a bundle that a fresh clone has not built yet.
const server = '../dist/server/index.js';
await import(server);
