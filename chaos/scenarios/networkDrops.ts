// Scenario 4, network drops: listeners reach a node through a proxy and lose their connections at random
// (cut at the client, or every connection of the proxy at once) while a stream of changes flows; some
// listeners stay away longer than a replay reaches (SYNC_REPLAY_CAP) and must refetch. Every listener
// ends equal to a fresh load, having applied each event it replayed or heard at most once.
import { SYNC_REPLAY_CAP } from '../../server/realtime/limits';
import type { LiveMirror } from '../../server/test/liveProject';
import { createTestDatabase, type TestDatabase } from '../../server/test/testDatabase';
import { appliedMutationIds, openMirrors, settleMirrors } from '../harness/listeners';
import { newSessionSecret, startNode, type CardplanNode } from '../harness/nodes';
import { startTcpProxy, type TcpProxy } from '../harness/tcpProxy';
import { makeTeam } from '../harness/team';
import { acknowledged, checkAcknowledged, startWriters } from '../harness/writers';
import { check, ms, percentile, type ScenarioResult } from '../report';
import { setTimeout as sleep } from 'node:timers/promises';

export interface NetworkDropsOptions {
  /** Changes to make (the scenario ends once that many are acknowledged). */
  changes?: number;
  listeners?: number;
  /** Of the listeners, how many go away until more than a replay carries has happened. */
  longAway?: number;
  writers?: number;
  /** One random listener is cut every this many ms; the whole proxy every `proxyDropEveryMs`. */
  dropEveryMs?: number;
  proxyDropEveryMs?: number;
}

export async function runNetworkDrops(options: NetworkDropsOptions = {}): Promise<ScenarioResult> {
  const {
    changes = 1000,
    listeners = 20,
    longAway = 2,
    writers: writerCount = 5,
    dropEveryMs = 100,
    proxyDropEveryMs = 2000,
  } = options;
  let database: TestDatabase | undefined;
  let node: CardplanNode | undefined;
  let proxy: TcpProxy | undefined;
  const mirrors: LiveMirror[] = [];
  try {
    database = await createTestDatabase();
    // The proxy's address is the node's APP_URL: the one origin of its pages, also for the direct writers.
    proxy = await startTcpProxy({});
    node = await startNode({
      databaseUrl: database.databaseUrl,
      sessionSecret: newSessionSecret(),
      env: { APP_URL: proxy.url },
    });
    proxy.setBackends([node.port]);
    const team = await makeTeam(node.url, 'Chaos', proxy.url);
    const viewer = await team.signIn(proxy.url);
    mirrors.push(
      ...(await openMirrors(proxy.url, [viewer], team.projectId, listeners, {
        reconnectForMs: 20_000,
        retryEveryMs: 100,
      })),
    );
    const steady = mirrors.slice(longAway);
    const away = mirrors.slice(0, longAway);
    for (const mirror of away) mirror.drop();
    const startSeq = mirrors[0]!.startSeq;

    // Writers go to the node directly: what is dropped is the listeners' network, not the writes.
    const writers = startWriters([team.owner], team.projectId, {
      writers: writerCount,
      mix: { create: 3, move: 3, edit: 3, delete: 1 },
      timeoutMs: 10_000,
    });
    let drops = 0;
    let proxyDrops = 0;
    let lastProxyDrop = Date.now();
    const ackedChanges = () => writers.outcomes.filter((o) => acknowledged(o) && !o.movedNothing).length;
    while (ackedChanges() < changes) {
      await sleep(dropEveryMs);
      steady[Math.floor(Math.random() * steady.length)]!.drop({ offlineMs: Math.floor(Math.random() * 300) });
      drops += 1;
      if (Date.now() - lastProxyDrop > proxyDropEveryMs) {
        proxy.dropAll();
        proxyDrops += 1;
        lastProxyDrop = Date.now();
      }
    }
    await writers.stop();
    const missed = ackedChanges();
    await Promise.all(away.map((mirror) => mirror.comeBack()));

    const settled = await settleMirrors(proxy.url, team.owner, team.projectId, mirrors);
    const ids = appliedMutationIds(steady, settled.finalSeq);
    const lost = checkAcknowledged(writers.outcomes, settled.titles, ids);
    const errors = writers.outcomes.filter((o) => !acknowledged(o));
    const reconnects = steady.flatMap((m) => m.reconnectMs);
    const replayed = steady.reduce((sum, m) => sum + m.replayed, 0);
    const awayRefetched = away.filter((m) => m.refetches >= 1).length;
    return {
      scenario: 'network drops',
      figures: [
        ['changes', String(settled.finalSeq - startSeq)],
        ['listeners', String(listeners)],
        ['listener drops', String(drops)],
        ['proxy drops (all at once)', String(proxyDrops)],
        ['reconnects', String(reconnects.length)],
        [
          'reconnect p50 / max (incl. 0–300 ms offline)',
          `${ms(percentile(reconnects, 50))} / ${ms(Math.max(0, ...reconnects))}`,
        ],
        ['events replayed', String(replayed)],
        [
          'long-away listeners that refetched',
          `${awayRefetched} of ${longAway} (away for ${missed} changes)`,
        ],
      ],
      checks: [
        check(
          'every write answered 2xx',
          !errors.length,
          errors.map((o) => `${o.kind}: ${o.status}`),
        ),
        check('the drops cost events that came back by replay', replayed > 0 && reconnects.length > 0),
        check(
          `listeners away for more than ${SYNC_REPLAY_CAP.maxEvents} changes refetched`,
          awayRefetched === longAway,
        ),
        check('every acknowledged write reached the screens', ids !== undefined && !lost.length, lost),
        check(
          'every listener ends with exactly what a fresh load shows',
          !settled.problems.length,
          settled.problems,
        ),
      ],
    };
  } finally {
    for (const mirror of mirrors) mirror.close();
    await proxy?.close();
    await node?.stop();
    await database?.drop();
  }
}
