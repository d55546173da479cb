// @ts-check
// Two things V8 does while a server starts cost an idle server memory it never gives back (bench:start,
// docs/performance.md), so `npm start` holds them until the server listens, then lets V8 do as it always does:
// - The young generation (the semi-spaces new objects are made in) grows ×2 a step whenever more than its
//   size survived since the last step. A start keeps nearly everything it makes (modules, schemas, prepared
//   statements), so V8 grows it to its maximum (2 × 16 MiB on Node 20 and 22) and the idle server keeps
//   those pages: 10–13 MB of its RSS. Held at its first size, it grows again under load exactly as before
//   (a `--max-semi-space-size` flag would cap it under load too).
// - V8's optimising compilers (TurboFan; Maglev too on Node 24) compile what runs hot: at start, Node's own
//   module loading (its lexer of CommonJS exports, path resolution). Their code and working memory stay
//   mapped: ~5 MB. Held, the start runs unoptimised (no slower here: bench:start) and what runs hot under load
//   is optimised as before. Both are held: a function Maglev compiles while TurboFan is off never moves on
//   to TurboFan (Node 24). Only on the Nodes this was checked on; on another, the start is not held so.
// Each is a V8 flag that V8 reads when it acts, set with `v8.setFlagsFromString`; an operator who sets one of
// them on the command line or in NODE_OPTIONS keeps it: it is not touched.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

/** Maglev's default by Node major (`node --v8-options`): the compilers are held only where it is known. */
const MAGLEV_BY_DEFAULT = new Map([
  [20, false],
  [22, false],
  [24, true],
]).get(Number(process.versions.node.split('.')[0]));

const HOLDS = [
  {
    held: ['--semi-space-growth-factor=1'],
    released: ['--semi-space-growth-factor=2'], // V8's default on Node 20, 22 and 24
    operators: /^--(semi[-_]space[-_]growth[-_]factor|(max|min)[-_]semi[-_]space[-_]size)(=|$)/,
  },
  ...(MAGLEV_BY_DEFAULT === undefined
    ? []
    : [
        {
          held: ['--no-turbofan', '--no-maglev'],
          released: ['--turbofan', MAGLEV_BY_DEFAULT ? '--maglev' : '--no-maglev'],
          operators: /^--(no[-_])?(turbofan|opt|maglev|max[-_]opt|jitless)(=|$)/,
        },
      ]),
];

/** The process's own flags: its command line and NODE_OPTIONS. */
const operatorFlags = () => [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];

/** @param {'held' | 'released'} state */
function set(state) {
  const flags = operatorFlags();
  for (const hold of HOLDS)
    if (!flags.some((flag) => hold.operators.test(flag)))
      for (const flag of hold[state]) v8.setFlagsFromString(flag);
}

/** Holds the young generation's size and the optimising compilers until releaseAfterStart(). */
export const holdDuringStart = () => set('held');

/** Lets V8 size the young generation and optimise as by default (harmless when nothing was held). */
export const releaseAfterStart = () => set('released');

/**
 * The node arguments that start a server as `npm start` does (before the entry): the preload that holds,
 * for a server started another way (`node dist/server/index.js`, the benches' tsx server).
 * @returns {string[]}
 */
export const serverNodeArgs = () => [
  '--import',
  pathToFileURL(path.join(import.meta.dirname, 'holdDuringStart.mjs')).href,
];
