// The node's HTTP port. Checked before anything else starts: a port in use (another Cardplan, another program)
// stops the start at once, before an embedded PostgreSQL is created, migrated or seeded — a first start would
// otherwise print the demo passwords "shown only this once" for a node that never served. Taken only once
// the app is ready: until then a connection is refused, which a balancer takes as "try another node" (a 503
// it would hand to the browser).
import type http from 'node:http';
import net from 'node:net';

/** A port that cannot be taken, in words an operator acts on (the process entry prints them without a stack). */
export class PortUnavailable extends Error {}

function portError(port: number, error: NodeJS.ErrnoException): Error {
  if (error.code === 'EADDRINUSE')
    return new PortUnavailable(
      `Port ${port} is already in use: stop what listens there, or set PORT to another port`,
      { cause: error },
    );
  if (error.code === 'EACCES')
    return new PortUnavailable(`Cardplan may not listen on port ${port}: set PORT to a port above 1023`, {
      cause: error,
    });
  return error;
}

function listenOn(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(portError(port, error)));
    server.listen(port, () => resolve());
  });
}

/** Throws PortUnavailable when `port` cannot be listened on now (port 0, "any", always can). */
export async function checkPort(port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await listenOn(probe, port);
  await new Promise((resolve) => probe.close(resolve));
}

/** Listens on `port`; answers the port taken (the system's choice for 0). */
export async function listen(server: http.Server, port: number): Promise<number> {
  await listenOn(server, port);
  return (server.address() as net.AddressInfo).port;
}
