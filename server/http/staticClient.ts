// Serves the built client from dist/client, with index.html for every client route (history API).
import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/** The package root: the nearest folder above this file with a package.json (from server/http or dist/server). */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const CLIENT_DIST = path.join(packageRoot(import.meta.dirname), 'dist', 'client');
const SERVER_PATHS = /^\/(api|socket\.io|healthz)(\/|$)/;

export function staticClient(distDir = CLIENT_DIST): Middleware[] {
  const index = path.join(distDir, 'index.html');
  const files = serve(distDir, {
    index: false,
    maxage: 0,
    // The build writes x.js.br and x.js.gz beside x.js (vite.config.ts): koa-static sends the one the browser
    // accepts (brotli first; its defaults), as it is; a cache in between keeps one copy per encoding (Vary).
    setHeaders: (res, file) => {
      res.setHeader('Vary', 'Accept-Encoding');
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // The API is never a file: no stat of dist/client for each call.
  const assets: Middleware = (ctx, next) => (SERVER_PATHS.test(ctx.path) ? next() : files(ctx, next));
  const historyFallback: Middleware = async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || SERVER_PATHS.test(ctx.path)) return next();
    if (!fs.existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The client is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(index);
  };
  return [assets, historyFallback];
}
