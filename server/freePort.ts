// A TCP port on 127.0.0.1 that nothing listens on right now (the embedded PostgreSQL, tests, benchmarks).
// Taken below the system's ephemeral range where it can: a port in that range may be given to any outgoing
// connection on the machine between this check and the listen that follows (seconds, for a process that
// starts a database first), which then fails with EADDRINUSE; a port below it is only ever taken on purpose.
import fs from 'node:fs';
import net from 'node:net';

/** Linux's first ephemeral port; elsewhere (or unreadable), the IANA range's. */
function ephemeralStart(): number {
  try {
    const first = Number(
      fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) ? first : 49152;
  } catch {
    return 49152;
  }
}

/** How many ports below the ephemeral range are drawn from, and how many draws before the system chooses. */
const SPAN = 10_000;
const DRAWS = 20;
const LOWEST = 1024;

function listenOnce(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const { port: taken } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(taken));
    });
  });
}

export async function freePort(): Promise<number> {
  const high = ephemeralStart();
  const low = Math.max(LOWEST, high - SPAN);
  for (let draw = 0; draw < DRAWS && high > low; draw++) {
    const port = await listenOnce(low + Math.floor(Math.random() * (high - low)));
    if (port) return port;
  }
  const port = await listenOnce(0);
  if (!port) throw new Error('No TCP port is free on 127.0.0.1');
  return port;
}
