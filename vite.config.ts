// Builds the React client into dist/client; in development proxies the API and the socket to Koa.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ command }) => {
  // A build is for production, whatever NODE_ENV the shell has (`NODE_ENV=development npm start` would
  // otherwise ship React's development runtime, 70 KB more on the landing page).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: 'client',
    // Each asset also written brotli- and gzip-compressed (x.js.br, x.js.gz): the server sends the one the
    // browser accepts (koa-static), compressed once at build time instead of on every request.
    plugins: [react(), compression({ threshold: 1024 })],
    build: {
      outDir: '../dist/client',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        // The design system's modules only declare components, styles and helpers. Said so, the bundler places
        // each one with the screens that use it, not in the entry chunk because the `ui` barrel re-exports it:
        // the landing page must not load the dialogs' and menus' floating-ui (bench/landingSize.ts).
        treeshake: { moduleSideEffects: [{ test: /[\\/]client[\\/]src[\\/]ui[\\/]/, sideEffects: false }] },
      },
    },
    server: {
      port: 5173,
      // The API refuses other origins, so the proxy presents requests as coming from the API's own origin.
      proxy: {
        '/api': { target: apiTarget, headers: { origin: apiTarget } },
        '/healthz': apiTarget,
        '/socket.io': { target: apiTarget, ws: true, headers: { origin: apiTarget } },
      },
    },
  };
});
