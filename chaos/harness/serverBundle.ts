// The server the test and chaos nodes run: Cardplan bundled as `npm run build:server` bundles it (with the
// options of scripts/serverBuild.mjs), once per test process. A node started from the sources through tsx
// spent ~1.9 CPU-s more of its start on loading them (2.9 against 1.1 CPU-s here), and a run starts about twenty.
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../scripts/serverBuild.mjs';
import { isAlive } from '../../server/db/embedded/processes';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Inside node_modules, so the bundle's packages resolve from the project as dist/server's do. */
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'cardplan-servers');

const ENTRIES = {
  /** Cardplan as shipped. */
  shipped: path.join(ROOT, 'server/index.ts'),
  /** With the write allowance lifted (liftedServer.ts). */
  lifted: path.join(import.meta.dirname, 'liftedServer.ts'),
};

const built = new Map<keyof typeof ENTRIES, Promise<string>>();

/** The bundle's path: built on this process's first call, from the sources as they are then. */
export function serverBundle(kind: keyof typeof ENTRIES): Promise<string> {
  let bundle = built.get(kind);
  if (!bundle) built.set(kind, (bundle = bundleOnce(kind)));
  return bundle;
}

async function bundleOnce(kind: keyof typeof ENTRIES): Promise<string> {
  removeDeadProcessesBundles();
  const outfile = path.join(CACHE, String(process.pid), `${kind}.js`);
  await buildServer(ENTRIES[kind], outfile);
  return outfile;
}

/** Each process's bundles are in a folder named by its pid; those of processes now gone are removed. */
function removeDeadProcessesBundles() {
  for (const pid of fs.existsSync(CACHE) ? fs.readdirSync(CACHE) : []) {
    if (Number(pid) !== process.pid && !isAlive(Number(pid)))
      fs.rmSync(path.join(CACHE, pid), { recursive: true, force: true });
  }
}
