// The process entry: read the configuration, start the node, stop gracefully on SIGTERM/SIGINT.
import { releaseAfterStart } from '../scripts/startupHold.mjs';
import { loadConfig } from './config';
import { startServer } from './server';
import { PortUnavailable } from './port';

const config = loadConfig();
const server = await startServer(config, {
  // A supervisor (systemd, Docker, Kubernetes) restarts the process; a node without its database must not linger.
  onDatabaseLost: (error) => {
    console.error(error.message);
    process.exit(1);
  },
}).catch((error: unknown) => {
  if (!(error instanceof PortUnavailable)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`Cardplan is running at ${config.appUrl}`);
// Started: from here on V8 sizes its young generation and optimises as by default (npm start held them).
releaseAfterStart();

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err) => {
        server.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
