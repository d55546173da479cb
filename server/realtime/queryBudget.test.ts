// The query budget of the socket: every handshake and event a client sends costs at most its
// budget of statements, and never the same statement twice.
//
// Ceilings. A REST read is the session, the target loaded with the caller's role, then the data (≤ 3). A
// socket checks its session once, at the handshake, so an event's read is the load with access and the data:
// ≤ 2 (subscribe: the project with the caller's role, then again after joining its rooms with the folder's
// seq; sync: the folder with the replay floor and the events, one statement; room:join: the link, then the
// bundle, the seq with one of them). A subscribe coming back (`since`) reads what it missed with the seq, in
// the same statement: ≤ 2, as any subscribe. A handshake reads who is connecting once (≤ 1). Presence,
// unsubscribe and disconnect live in socket memory: at most the focused card's check with access (≤ 1),
// nothing otherwise.
import fs from 'node:fs';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomJoinAck, SyncAck } from '../../common/events';
import { planning } from '../test/cards';
import { connectLive, type LiveClient } from '../test/liveClient';
import {
  countQueries,
  expectWithinBudget,
  listStatements,
  type QueryCounter,
  type Statement,
} from '../test/queryCounter';
import { startTestServer, type TestServer } from '../test/testServer';
import { insertCards, makeWorkspace, type Workspace } from '../test/workspace';
import { PATIENCE_MS, sleep } from '../test/waits';

type Kind = 'handshake' | 'read' | 'live';
const KIND_CEILING: Record<Kind, number> = { handshake: 1, read: 2, live: 1 };

interface SocketRow {
  /** The event's name, then an optional "(variant)". */
  event: string;
  kind: Kind;
  budget: number;
  /** Sets the scene (not counted) and returns the call to measure, which resolves once it was answered. */
  prepare: () => Promise<() => Promise<unknown>>;
}

let server: TestServer;
let ws: Workspace;
let cardId: number;
let roomKey: string;
let counter: QueryCounter;
const sockets: Socket[] = [];
/** What each row sent, for QUERY_BUDGET_REPORT (a file the measured table is appended to). */
const measured: { call: string; kind: string; budget: number; statements: Statement[] }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server);
  await insertCards(server, ws.projectId, ws.prefix, 8);
  await planning(server, ws.projectId);
  cardId = (await server.db('cards').where({ projectId: ws.projectId }).first('id')).id;
  const link = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
  roomKey = new URL(link.body.url).hash.replace('#key=', '');
  counter = countQueries(server.db);
});
afterAll(async () => {
  counter?.stop();
  sockets.forEach((socket) => socket.close());
  await server?.close();
  const report = process.env.QUERY_BUDGET_REPORT;
  if (report) fs.appendFileSync(report, `${JSON.stringify({ socket: measured })}\n`);
});

async function connect(): Promise<LiveClient> {
  const live = await connectLive(server.url, ws.owner.client);
  sockets.push(live.socket);
  return live;
}
/** Subscribed to the project, with the presence that subscribing sends already heard. */
async function subscribed() {
  const live = await connect();
  const ack = await live.subscribe(ws.projectId);
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
  await live.until(() => live.presence.length > 0);
  return { live, seq: ack.seq };
}
/** A projector's socket, opened with the room link's key. */
async function connectRoom(): Promise<Socket> {
  const socket = connectSocket(server.url, {
    transports: ['websocket'],
    auth: { roomKey },
    extraHeaders: { origin: server.url },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
const focusedOn = (live: LiveClient, id: number | null) =>
  live.until(() => live.presence.at(-1)?.people.some((p) => p.cardId === id));
const edit = async (title: string) => {
  const res = await ws.owner.client.patch(`/api/cards/${cardId}`, { title });
  expect(res.status, res.text).toBe(200);
};

const rows: SocketRow[] = [
  { event: 'connection (signed in)', kind: 'handshake', budget: 1, prepare: async () => connect },
  {
    event: 'connection (projector, auth: {roomKey})',
    kind: 'handshake',
    budget: 1,
    prepare: async () => connectRoom,
  },
  {
    event: 'project:subscribe',
    kind: 'read',
    budget: 2,
    prepare: async () => {
      const live = await connect();
      return async () => expect(await live.subscribe(ws.projectId)).toMatchObject({ ok: true });
    },
  },
  {
    // Coming back: two edits missed while away, replayed in the subscribe's answer.
    event: 'project:subscribe (coming back: {since})',
    kind: 'read',
    budget: 2,
    prepare: async () => {
      const { live, seq } = await subscribed();
      await edit('Missed, then resumed');
      await edit('Missed twice, then resumed');
      await live.until(() => live.changes.length === 2);
      return async () => {
        const ack = await live.subscribe(ws.projectId, { folderId: ws.folderId, seq });
        const replay = ack.ok ? ack.replay : undefined;
        expect(replay && 'events' in replay ? replay.events.length : ack, JSON.stringify(ack)).toBe(2);
      };
    },
  },
  {
    // Two edits missed while away: replayed, not a refetch.
    event: 'sync:since',
    kind: 'read',
    budget: 1,
    prepare: async () => {
      const { live, seq } = await subscribed();
      await edit('Missed once');
      await edit('Missed twice');
      await live.until(() => live.changes.length === 2);
      return async () => {
        const ack: SyncAck = await live.syncSince(ws.folderId, seq);
        expect(ack.ok && 'events' in ack ? ack.events.length : ack, JSON.stringify(ack)).toBe(2);
      };
    },
  },
  {
    event: 'room:join',
    kind: 'read',
    budget: 2,
    prepare: async () => {
      const socket = await connectRoom();
      return async () => {
        const ack: RoomJoinAck = await socket.timeout(PATIENCE_MS).emitWithAck('room:join', {});
        expect(ack.ok && ack.cards.length, JSON.stringify(ack).slice(0, 200)).toBeGreaterThanOrEqual(8);
      };
    },
  },
  {
    event: 'presence:focus (opening a card)',
    kind: 'live',
    budget: 1,
    prepare: async () => {
      const { live } = await subscribed();
      return () => (live.focus(cardId), focusedOn(live, cardId));
    },
  },
  {
    event: 'presence:focus (closing it)',
    kind: 'live',
    budget: 0,
    prepare: async () => {
      const { live } = await subscribed();
      live.focus(cardId);
      await focusedOn(live, cardId);
      return () => (live.focus(null), focusedOn(live, null));
    },
  },
  {
    event: 'project:unsubscribe',
    kind: 'live',
    budget: 0,
    prepare: async () => {
      const { live } = await subscribed();
      return async () =>
        expect(
          await live.socket
            .timeout(PATIENCE_MS)
            .emitWithAck('project:unsubscribe', { projectId: ws.projectId }),
        ).toEqual({ ok: true });
    },
  },
  {
    event: 'disconnect',
    kind: 'live',
    budget: 0,
    prepare: async () => {
      const { live } = await subscribed();
      const onServer = server.realtime.io.of('/').sockets.get(live.socket.id!)!;
      return () => {
        const gone = new Promise((resolve) => onServer.once('disconnect', resolve));
        live.close();
        return gone;
      };
    },
  },
];

/** Runs the row's call once; what the server sent between the call and its answer. */
async function measure(row: SocketRow) {
  const opened = sockets.length;
  const call = await row.prepare();
  await sleep(100); // presence the scene set off goes out 30 ms later (presence.ts), before counting starts
  counter.reset();
  await call();
  const statements = counter.take();
  await sleep(100);
  expect(listStatements(counter.take()), `${row.event}: statements after the answer`).toBe('');
  // The owner's sockets left open would show in the next row's presence (one entry per person).
  sockets.splice(opened).forEach((socket) => socket.close());
  await sleep(100);
  return statements;
}

describe('the socket budget table', () => {
  it('has a row for every event a signed-in or projector socket listens to', async () => {
    const { live } = await subscribed();
    const room = await connectRoom();
    const listened = [live.socket.id, room.id].flatMap((id) =>
      server.realtime.io.of('/').sockets.get(id!)!.eventNames().map(String),
    );
    live.close();
    room.close();
    // Socket.IO itself listens to 'error' (a no-op that keeps a client's "error" from crashing the node).
    const covered = new Set([...rows.map((row) => row.event.split(' ')[0]!), 'error']);
    expect([...new Set(listened)].filter((event) => !covered.has(event))).toEqual([]);
    expect(listened).toEqual(expect.arrayContaining(['project:subscribe', 'room:join']));
  });

  it("keeps every row within its kind's ceiling", () => {
    const over = rows.filter((row) => row.budget > KIND_CEILING[row.kind]);
    expect(over.map((row) => `${row.event}: ${row.kind} budget ${row.budget}`)).toEqual([]);
  });
});

describe('every socket event within its budget, with no statement sent twice', () => {
  it.each(rows)('$event ($kind, budget $budget)', async (row) => {
    const statements = await measure(row);
    measured.push({ call: row.event, kind: row.kind, budget: row.budget, statements });
    expectWithinBudget(row.event, row.budget, statements, await measure(row));
  });
});
