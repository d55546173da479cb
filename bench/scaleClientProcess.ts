// One of bench:scale's client processes (scaleClients.ts): the live clients of the folders it is given, and
// the answers to the bench's questions about them (ClientCalls), one message each way per question.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { TestClient } from '../server/test/httpClient';
import type { ClientAnswer, ClientCall, ClientCalls, ClientRequest, WireFolder } from './scaleClients';
import { Herd, settleFolders } from './scaleHerd';
import { Watchers } from './scaleMirrors';
import type { ScaleFolder } from './scaleWorkspace';

const watchers = new Watchers();
const herd = new Herd(() => watchers.all.map((w) => w.mirror));
let loop: IntervalHistogram | undefined;

const folderOf = (url: string, wire: WireFolder): ScaleFolder => ({
  folderId: wire.folderId,
  projectId: wire.projectId,
  cardIds: [],
  presenter: TestClient.withCookies(url, wire.presenterCookie),
  viewers: wire.viewerCookies.map((cookie) => TestClient.withCookies(url, cookie)),
});

type Handlers = {
  [K in ClientCall]: (
    request: ClientCalls[K]['request'],
  ) => ClientCalls[K]['answer'] | Promise<ClientCalls[K]['answer']>;
};

const handlers: Handlers = {
  async open({ url, folders, perFolder, patience, batch }) {
    await watchers.open(
      url,
      folders.map((folder) => folderOf(url, folder)),
      perFolder,
      patience,
      batch,
    );
    return null;
  },
  measureLoop() {
    loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    return null;
  },
  measuredLoop() {
    loop?.disable();
    return { p99: (loop?.percentile(99) ?? NaN) / 1e6, max: (loop?.max ?? NaN) / 1e6 };
  },
  markHerd() {
    herd.mark();
    return null;
  },
  herdStatus() {
    watchers.collect();
    return herd.status();
  },
  herdPart: () => herd.part(),
  settle: ({ url }) => settleFolders(url, watchers.all),
  arrivals: () => watchers.fanOut.all(),
  check: ({ databaseUrl, finalSeqs }) => watchers.check(databaseUrl, new Map(finalSeqs)),
  close() {
    watchers.close();
    return null;
  },
};

process.on('message', (request: ClientRequest) => {
  const { id, type } = request;
  const handle = handlers[type] as (request: ClientRequest) => unknown;
  void Promise.resolve()
    .then(() => handle(request))
    .then(
      (answer) => process.send!({ id, answer } satisfies ClientAnswer),
      (error: unknown) =>
        process.send!({ id, error: String((error as Error).stack ?? error) } satisfies ClientAnswer),
    );
});
process.on('disconnect', () => process.exit(0));
