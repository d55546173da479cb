// The JavaScript a visitor's browser loads for the landing page ("/") and the sign-in screen before doing
// anything, gzip-compressed, read from a client build (at most 150 kB each). That is index.html's
// module script and modulepreloads, the chunks they import statically, and the chunks the screen's first
// render imports dynamically (with their static imports), which are named below by their source module and
// found through the build's source maps. test/e2e/landingSize.e2e.test.ts checks in Chromium that these are
// exactly the files the screens load.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

export interface ScreenJs {
  /** Paths inside the build (assets/index-….js), in load order, each with its gzip -9 size in bytes. */
  files: { name: string; gzip: number }[];
  total: number;
}

/** What the first render of each screen imports on demand, as source modules of client/src. */
export const FIRST_RENDER_IMPORTS = {
  landing: ['features/landing/SortableDemo.tsx'],
  signIn: ['features/auth/SignInPage.tsx'],
} as const;

export type Screen = keyof typeof FIRST_RENDER_IMPORTS;

const gzipBytes = async (file: string) =>
  (await promisify(gzip)(await fs.readFile(file), { level: 9 })).length;

/** The JS files index.html starts loading: its module scripts and modulepreload links. */
async function htmlScripts(distClientDir: string): Promise<string[]> {
  const html = await fs.readFile(path.join(distClientDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    const wanted = tag.startsWith('<script') ? /type="module"/.test(tag) : /rel="modulepreload"/.test(tag);
    return url && wanted ? [url.replace(/^\//, '')] : [];
  });
}

/** A chunk's static imports (`import … from "./x.js"`, `import "./x.js"`), as paths inside the build. */
async function staticImports(distClientDir: string, name: string): Promise<string[]> {
  const code = await fs.readFile(path.join(distClientDir, name), 'utf8');
  const specifiers = [
    ...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g),
  ];
  return specifiers.map((m) => path.posix.join(path.posix.dirname(name), m[1]!));
}

/** Each chunk of the build and the source modules in it, from its source map. */
export async function chunkSources(distClientDir: string): Promise<Map<string, string[]>> {
  const assets = await fs.readdir(path.join(distClientDir, 'assets'));
  const chunks = new Map<string, string[]>();
  for (const map of assets.filter((file) => file.endsWith('.js.map'))) {
    const { sources } = JSON.parse(await fs.readFile(path.join(distClientDir, 'assets', map), 'utf8')) as {
      sources: string[];
    };
    chunks.set(`assets/${map.slice(0, -'.map'.length)}`, sources);
  }
  return chunks;
}

/** The chunk holding a client/src module, or none (a build without it, e.g. the previous release's). */
function chunkOf(chunks: Map<string, string[]>, module: string): string | undefined {
  const suffix = `client/src/${module}`;
  for (const [chunk, sources] of chunks) if (sources.some((source) => source.endsWith(suffix))) return chunk;
  return undefined;
}

/** The JS one screen loads before the visitor does anything, and its gzip size. */
export async function screenJsGzipBytes(distClientDir: string, screen: Screen): Promise<ScreenJs> {
  const chunks = await chunkSources(distClientDir);
  if (chunks.size === 0) throw new Error(`no source maps in ${distClientDir}/assets: build with sourcemap`);
  const lazy = FIRST_RENDER_IMPORTS[screen].map((module) => chunkOf(chunks, module));
  const queue = [...(await htmlScripts(distClientDir)), ...lazy.filter((chunk) => chunk !== undefined)];
  const seen = new Set<string>();
  for (let i = 0; i < queue.length; i++) {
    const name = queue[i]!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(await staticImports(distClientDir, name)));
  }
  const files = await Promise.all(
    [...seen].map(async (name) => ({ name, gzip: await gzipBytes(path.join(distClientDir, name)) })),
  );
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** The landing page's JS (`npm run bench:start` prints it). */
export const landingJsGzipBytes = (distClientDir: string) => screenJsGzipBytes(distClientDir, 'landing');

export const signInJsGzipBytes = (distClientDir: string) => screenJsGzipBytes(distClientDir, 'signIn');
