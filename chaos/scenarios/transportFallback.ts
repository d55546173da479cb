// Chaos scenario 6, transport fallback: a real node behind a proxy that refuses every WebSocket upgrade (403).
// Listeners connect through it with the board's transport options (common/realtime/socketTransport.ts) and
// so run on HTTP long-polling; a few more go straight to the node over WebSocket, for comparison. Writers make
// changes over REST through the same proxy. Every polling listener must hear every change once, in seq order,
// without losing its connection; the figures say what polling costs against WebSocket. A last figure shows
// why a multi-node deployment needs sticky sessions for polling: behind a round-robin proxy over two nodes,
// a polling session's requests land on a node that does not hold it.
import type { Socket } from 'socket.io-client';
import type { ChangeEvent, SubscribeAck } from '../../common/events';

import { createTestDatabase, type TestDatabase } from '../../server/test/testDatabase';
import { openTransportSocket, transportOf } from '../../server/test/transportSocket';
import { FanOutRecorder, type FanOutWindow } from '../harness/fanOut';
import { currentSeq } from '../harness/listeners';
import { newSessionSecret, startNode, type CardplanNode } from '../harness/nodes';
import { startTcpProxy, type TcpProxy } from '../harness/tcpProxy';
import { makeTeam } from '../harness/team';
import { acknowledged, startWriters, type Writers } from '../harness/writers';
import { writerErrors } from '../harness/writerFigures';
import { check, ms, percentile, type ScenarioResult } from '../report';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually } from '../../server/test/waits';

export interface TransportFallbackOptions {
  /** Changes to make (the writers stop once that many are acknowledged). */
  changes?: number;
  /** Listeners through the refusing proxy (long-polling), and straight to the node (WebSocket). */
  pollingListeners?: number;
  webSocketListeners?: number;
  writers?: number;
  /** How long every listener may take to hear the last change once the writers stop. */
  settleMs?: number;
  /** Polling clients tried against two nodes without affinity (0: skip that figure). */
  unstickyTries?: number;
}

interface Listener {
  socket: Socket;
  via: 'proxy' | 'direct';
  connectMs: number;
  fromSeq: number;
  seqs: number[];
  disconnects: string[];
}

/** `from+1 … to` as heard: the first problem with it (a gap, a repeat, out of order), or undefined. */
function seqProblem(heard: readonly number[], from: number, to: number): string | undefined {
  for (let i = 0, expected = from + 1; expected <= to; i++, expected++)
    if (heard[i] !== expected) return `expected seq ${expected}, heard ${heard[i] ?? 'nothing'} (${i} in)`;
  if (heard.length > to - from) return `heard ${heard.length - (to - from)} events past seq ${to}`;
  return undefined;
}

/** How many of `tries` polling clients (through a proxy that refuses WebSocket) connect and get subscribed. */
async function subscribedOverPolling(
  url: string,
  origin: string,
  cookie: string,
  projectId: number,
  tries: number,
) {
  let served = 0;
  for (let i = 0; i < tries; i++) {
    const socket = await openTransportSocket(url, { cookie, origin, timeoutMs: 5000 }).catch(() => undefined);
    const ack = await socket
      ?.timeout(5000)
      .emitWithAck('project:subscribe', { projectId })
      .catch(() => undefined);
    if (socket?.connected && ack?.ok) served += 1;
    socket?.close();
  }
  return served;
}

export async function runTransportFallback(options: TransportFallbackOptions = {}): Promise<ScenarioResult> {
  const {
    changes = 300,
    pollingListeners = 10,
    webSocketListeners = 2,
    writers: writerCount = 2,
    settleMs = 15_000,
    unstickyTries = 5,
  } = options;
  let database: TestDatabase | undefined;
  let node: CardplanNode | undefined;
  let proxy: TcpProxy | undefined;
  let second: { node: CardplanNode; proxy: TcpProxy } | undefined;
  let writers: Writers | undefined;
  const listeners: Listener[] = [];
  try {
    database = await createTestDatabase();
    // The proxy's address is the cluster's APP_URL: the one origin of its pages, also for direct sockets.
    proxy = await startTcpProxy({ refuseWebSocket: true });
    const site = proxy.url;
    const cluster = {
      databaseUrl: database.databaseUrl,
      sessionSecret: newSessionSecret(),
      env: { APP_URL: site },
    };
    node = await startNode(cluster);
    proxy.setBackends([node.port]);
    const team = await makeTeam(proxy.url, 'Polling');
    const viewer = await team.signIn(proxy.url);
    const overPolling = new FanOutRecorder();
    const overWebSocket = new FanOutRecorder();

    const listen = async (via: Listener['via']) => {
      const startedAt = Date.now();
      const socket = await openTransportSocket(via === 'proxy' ? proxy!.url : node!.url, {
        cookie: viewer.cookieHeader,
        origin: site,
      });
      const listener: Listener = {
        socket,
        via,
        connectMs: Date.now() - startedAt,
        fromSeq: 0,
        seqs: [],
        disconnects: [],
      };
      listeners.push(listener);
      socket.on('disconnect', (reason) => listener.disconnects.push(reason));
      socket.on('change', (event: ChangeEvent) => listener.seqs.push(event.seq));
      (via === 'proxy' ? overPolling : overWebSocket).listen(socket);
      const ack: SubscribeAck = await socket
        .timeout(10_000)
        .emitWithAck('project:subscribe', { projectId: team.projectId });
      if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
      listener.fromSeq = ack.seq;
    };
    // One at a time: the connect figure is the fallback's cost, not a queue behind the others.
    for (let i = 0; i < pollingListeners; i++) await listen('proxy');
    for (let i = 0; i < webSocketListeners; i++) await listen('direct');

    const startedAt = Date.now();
    writers = startWriters([await team.signIn(proxy.url)], team.projectId, {
      writers: writerCount,
      mix: { create: 3, edit: 3, move: 2, delete: 1 },
      timeoutMs: 10_000,
      pauseMs: 10,
    });
    const sentChanges = () => writers!.outcomes.filter((o) => acknowledged(o) && !o.movedNothing);
    while (sentChanges().length < changes) await sleep(50);
    await writers.stop();
    const endedAt = Date.now();
    const sent = sentChanges();

    const finalSeq = await currentSeq(node.url, team.owner, team.projectId, site);
    const caughtUp = () => listeners.every((l) => (l.seqs.at(-1) ?? l.fromSeq) >= finalSeq);
    await eventually(caughtUp, settleMs).catch(() => undefined);

    const polling = listeners.filter((l) => l.via === 'proxy');
    const direct = listeners.filter((l) => l.via === 'direct');
    const notPolling = polling.flatMap((l, i) =>
      transportOf(l.socket) === 'polling' ? [] : [`listener ${i}: ${transportOf(l.socket)}`],
    );
    const lost = listeners.flatMap((l, i) =>
      l.disconnects.map((reason) => `${l.via} listener ${i}: ${reason}`),
    );
    const seqProblems = listeners.flatMap((l, i) => {
      const problem = seqProblem(l.seqs, l.fromSeq, finalSeq);
      return problem ? [`${l.via} listener ${i}: ${problem}`] : [];
    });
    const unheard =
      polling.length * sent.length - sent.reduce((n, o) => n + overPolling.heard(o.mutationId), 0);
    const missing = sent
      .filter((o) => overPolling.heard(o.mutationId) < polling.length)
      .map(
        (o) => `${o.kind} ${o.mutationId}: heard by ${overPolling.heard(o.mutationId)} of ${polling.length}`,
      );
    const [pollingFanOut] = overPolling.windows(sent, startedAt, endedAt, 1);
    const [webSocketFanOut] = overWebSocket.windows(sent, startedAt, endedAt, 1);
    const pair = (w?: FanOutWindow) => (w && w.changes ? `${ms(w.p50)} / ${ms(w.p99)}` : 'n/a');
    const connect = (group: Listener[]) =>
      ms(
        percentile(
          group.map((l) => l.connectMs),
          50,
        ),
      );
    const errors = writerErrors(writers.outcomes);

    let unsticky = 'skipped';
    if (unstickyTries > 0) {
      const other = await startNode(cluster);
      second = {
        node: other,
        proxy: await startTcpProxy({ backends: [node.port, other.port], refuseWebSocket: true }),
      };
      const served = await subscribedOverPolling(
        second.proxy.url,
        site,
        viewer.cookieHeader,
        team.projectId,
        unstickyTries,
      );
      unsticky = `${served} of ${unstickyTries}`;
    }

    return {
      scenario: 'transport fallback (WebSocket refused → long-polling)',
      figures: [
        ['upgrades refused', String(proxy.refusedUpgrades)],
        [
          'transport',
          `polling ×${polling.length - notPolling.length} via the proxy, websocket ×${direct.length} direct`,
        ],
        ['changes sent', String(sent.length)],
        [
          'deliveries over polling',
          `${polling.length * sent.length - unheard} of ${polling.length * sent.length}`,
        ],
        ['fan-out p50 / p99 over polling', pair(pollingFanOut)],
        ['fan-out p50 / p99 over WebSocket', pair(webSocketFanOut)],
        ['connect p50 polling (after the refusal) / WebSocket', `${connect(polling)} / ${connect(direct)}`],
        ['writer errors', errors.summary],
        ['two nodes without sticky sessions: polling clients that got subscribed', unsticky],
      ],
      checks: [
        check('the proxy refused each listener’s WebSocket', proxy.refusedUpgrades >= polling.length, [
          `${proxy.refusedUpgrades} refusals for ${polling.length} listeners`,
        ]),
        check(
          'every listener behind the proxy ran on long-polling to the end',
          !notPolling.length,
          notPolling,
        ),
        check('every write answered 2xx', errors.summary === 'none', [errors.summary]),
        check('every polling listener heard every change', !missing.length, missing),
        check('every listener heard each seq once, in order, none lost', !seqProblems.length, seqProblems),
        check('no listener lost its connection', !lost.length, lost),
      ],
    };
  } finally {
    await writers?.stop().catch(() => undefined);
    for (const listener of listeners) listener.socket.close();
    await proxy?.close();
    await second?.proxy.close();
    await Promise.all([node, second?.node].map((n) => n?.stop().catch(() => undefined)));
    await database?.drop();
  }
}
