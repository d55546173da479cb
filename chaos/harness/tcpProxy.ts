// A small TCP load balancer for the chaos suite: round-robin over Cardplan nodes, skipping one that refuses
// connections (a killed node), optionally refusing WebSocket upgrades (a proxy that blocks them). It passes
// bytes through untouched, so cookies, long-polling and WebSocket frames reach the nodes as sent.
import net from 'node:net';
import { freePort } from '../../server/freePort';

export interface TcpProxy {
  url: string;
  port: number;
  /** Connections accepted per backend, by backend port. */
  readonly accepted: Map<number, number>;
  /** Upgrade requests answered 403 (with `refuseWebSocket`). */
  readonly refusedUpgrades: number;
  /** WebSocket connections open now, by backend port (what a node holds of this proxy's sockets). */
  readonly openWebSockets: Map<number, number>;
  /** The nodes to spread over from now on (those started after the proxy, with its address as APP_URL). */
  setBackends(ports: number[]): void;
  /** Cuts every open connection (a load balancer restart). */
  dropAll(): void;
  close(): Promise<void>;
}

export interface TcpProxyOptions {
  /** The nodes' ports; none yet when the nodes need the proxy's address to start (then setBackends). */
  backends?: number[];
  /** The port to listen on (default: any free one); see publicAddress. */
  port?: number;
  /**
   * Answers a request carrying `Upgrade: websocket` with 403 and closes it: every one (true), or those whose
   * request head (request line and headers) the function picks.
   */
  refuseWebSocket?: boolean | ((head: string) => boolean);
}

const UPGRADE = /^upgrade:\s*websocket\s*$/im;
const REFUSAL = 'HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/**
 * The address a balancer in another process will have, chosen before the nodes behind it start: they need it
 * as their APP_URL, the one origin their pages come from. (In this process, start the proxy first without
 * backends and give them once the nodes run: a port chosen and then listened on seconds later may meanwhile
 * be taken as another connection's local port.)
 */
export async function publicAddress(): Promise<{ port: number; url: string }> {
  const port = await freePort();
  return { port, url: `http://localhost:${port}` };
}

export async function startTcpProxy(options: TcpProxyOptions): Promise<TcpProxy> {
  let backends: number[] = [];
  const open = new Set<net.Socket>();
  const accepted = new Map<number, number>();
  const openWebSockets = new Map<number, number>();
  const setBackends = (ports: number[]) => {
    backends = [...ports];
    for (const port of ports) {
      if (!accepted.has(port)) accepted.set(port, 0);
      if (!openWebSockets.has(port)) openWebSockets.set(port, 0);
    }
  };
  setBackends(options.backends ?? []);
  let next = 0;
  let refusedUpgrades = 0;

  /**
   * Connects to the next backend that accepts, trying each once: from this connection's turn on, in order
   * (not from the shared turn again, which other connections move meanwhile: under a burst of connections
   * that sent a retry back to the dead node, and the connection was dropped with both tries spent on it).
   */
  const connectUpstream = (turn = next++, attempt = 0): Promise<{ upstream: net.Socket; port: number }> =>
    new Promise((resolve, reject) => {
      if (backends.length === 0) return reject(new Error('no backends yet'));
      const port = backends[(turn + attempt) % backends.length]!;
      const upstream = net.connect({ port, host: '127.0.0.1' });
      upstream.once('connect', () => {
        accepted.set(port, (accepted.get(port) ?? 0) + 1);
        resolve({ upstream, port });
      });
      upstream.once('error', (error) => {
        upstream.destroy();
        if (attempt + 1 >= backends.length) reject(error);
        else connectUpstream(turn, attempt + 1).then(resolve, reject);
      });
    });

  const server = net.createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.once('data', async (first: Buffer) => {
      client.pause(); // until piped: nothing that arrives meanwhile is lost
      const headers = first.toString('latin1').split('\r\n\r\n')[0]!;
      const { refuseWebSocket } = options;
      const refuses = typeof refuseWebSocket === 'function' ? refuseWebSocket(headers) : refuseWebSocket;
      const webSocket = UPGRADE.test(headers);
      if (refuses && webSocket) {
        refusedUpgrades += 1;
        client.end(REFUSAL);
        return;
      }
      let upstream: net.Socket;
      let port: number;
      try {
        ({ upstream, port } = await connectUpstream());
      } catch {
        client.destroy();
        return;
      }
      open.add(upstream);
      const count = (by: number) => openWebSockets.set(port, (openWebSockets.get(port) ?? 0) + by);
      if (webSocket) count(1);
      upstream.once('close', () => {
        open.delete(upstream);
        if (webSocket) count(-1);
        client.destroy();
      });
      upstream.on('error', () => upstream.destroy());
      client.once('close', () => upstream.destroy());
      upstream.write(first);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://localhost:${port}`,
    port,
    accepted,
    openWebSockets,
    get refusedUpgrades() {
      return refusedUpgrades;
    },
    setBackends,
    dropAll() {
      for (const socket of open) socket.destroy();
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
