// Chaos scenario 2, a node dies: two nodes on one database and Redis behind a round-robin TCP proxy, live
// mirrors and writers through the proxy, then `kill -9` of one node mid-run. Every mirror must be back on
// the other node within 5 s, caught up (replay or refetch) and equal to a fresh load, and every change
// acknowledged before or after the kill must be on the board and in the event log.
import { createTestDatabase, type TestDatabase } from '../../server/test/testDatabase';
import type { LiveMirror } from '../../server/test/liveProject';
import { newSessionSecret, startNode, type CardplanNode } from '../harness/nodes';
import { loggedMutationIdsInDatabase } from '../harness/eventLog';
import { openMirrors, settleMirrors } from '../harness/listeners';
import { makeTeam } from '../harness/team';
import { startTcpProxy, type TcpProxy } from '../harness/tcpProxy';
import { checkAcknowledged, EVERY_KIND, startWriters, type Writers } from '../harness/writers';
import { check, ms, percentile, type ScenarioResult } from '../report';
import { countOutcomes, writerErrors } from '../harness/writerFigures';
import { setTimeout as sleep } from 'node:timers/promises';

export interface NodeDeathOptions {
  /** Live mirrors of the project, spread over the two nodes by the proxy. */
  mirrors?: number;
  writers?: number;
  /** Writing before the kill, and after it, before the writers stop. */
  beforeKillMs?: number;
  afterKillMs?: number;
  /** The bound on a client's way back: lost connection → caught up on the other node. */
  reconnectLimitMs?: number;
}

export async function runNodeDeath(options: NodeDeathOptions = {}): Promise<ScenarioResult> {
  const {
    mirrors: mirrorCount = 20,
    writers: writerCount = 5,
    beforeKillMs = 5000,
    afterKillMs = 5000,
    reconnectLimitMs = 5000,
  } = options;
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl)
    throw new Error('the node-death scenario needs REDIS_URL (two nodes share events through it)');

  let database: TestDatabase | undefined;
  const nodes: CardplanNode[] = [];
  let proxy: TcpProxy | undefined;
  let mirrors: LiveMirror[] = [];
  let writers: Writers | undefined;
  try {
    database = await createTestDatabase();
    // The proxy's address is the cluster's APP_URL: the one origin of its pages.
    proxy = await startTcpProxy({});
    const cluster = {
      databaseUrl: database.databaseUrl,
      redisUrl,
      sessionSecret: newSessionSecret(),
      env: { APP_URL: proxy.url },
    };
    // One after the other: the first node migrates the fresh database.
    nodes.push(await startNode(cluster));
    nodes.push(await startNode(cluster));
    const [victim, survivor] = nodes as [CardplanNode, CardplanNode];
    proxy.setBackends([victim.port, survivor.port]);

    const team = await makeTeam(proxy.url, 'Nodedeath');
    const browsers = await Promise.all(Array.from({ length: writerCount }, () => team.signIn(proxy!.url)));
    // Patient enough to measure a slow way back instead of giving up on it (the check is reconnectLimitMs).
    mirrors = await openMirrors(proxy.url, [team.owner, ...browsers], team.projectId, mirrorCount, {
      reconnectForMs: 4 * reconnectLimitMs,
      retryEveryMs: 100,
      connectTimeoutMs: reconnectLimitMs,
    });
    const onVictim = () => proxy!.accepted.get(victim.port) ?? 0;
    const connectionsToVictim = onVictim();

    writers = startWriters(browsers, team.projectId, {
      writers: writerCount,
      mix: EVERY_KIND,
      timeoutMs: 10_000,
      backoffMs: 100,
      pauseMs: 20,
    });
    await sleep(beforeKillMs);
    const killedAt = Date.now();
    await victim.kill();
    await sleep(afterKillMs);
    await writers.stop();
    const outcomes = writers.outcomes;

    const settled = await settleMirrors(proxy.url, team.owner, team.projectId, mirrors, 4 * reconnectLimitMs);
    const logged = await loggedMutationIdsInDatabase(database.databaseUrl, team.folderId);
    const missing = checkAcknowledged(outcomes, settled.titles, logged);

    const reconnectMs = mirrors.flatMap((m) => m.reconnectMs);
    const moved = mirrors.filter((m) => m.reconnects > 0).length;
    const slow = mirrors.flatMap((m, i) =>
      m.reconnectMs.filter((t) => t > reconnectLimitMs).map((t) => `mirror ${i} took ${ms(t)}`),
    );
    const stillAway = mirrors.flatMap((m, i) => (m.reconnects > m.reconnectMs.length ? [`mirror ${i}`] : []));
    const before = countOutcomes(outcomes, (o) => o.answeredAt < killedAt);
    const after = countOutcomes(outcomes, (o) => o.sentAt >= killedAt);
    const errors = writerErrors(outcomes);

    return {
      scenario: 'node dies (kill -9 of 1 of 2 nodes)',
      figures: [
        ['mirrors', `${mirrors.length} (${moved} moved to the other node)`],
        ['reconnect max', ms(Math.max(0, ...reconnectMs))],
        ['reconnect p50', ms(percentile(reconnectMs, 50) || 0)],
        ['acknowledged writes', `${before.acknowledged} before the kill, ${after.acknowledged} after`],
        ['writer errors', errors.summary],
        [
          'resync',
          `${mirrors.reduce((n, m) => n + m.replayed, 0)} events replayed, ` +
            `${mirrors.reduce((n, m) => n + m.refetches, 0)} refetches`,
        ],
      ],
      checks: [
        check('the kill cut live connections', connectionsToVictim > 0 && moved > 0, [
          `${connectionsToVictim} connections went to the killed node, ${moved} mirrors reconnected`,
        ]),
        check(`every mirror back within ${ms(reconnectLimitMs)}`, !slow.length && !stillAway.length, [
          ...slow,
          ...stillAway.map((m) => `${m} never came back`),
        ]),
        check('every mirror equals a fresh load', !settled.problems.length, settled.problems),
        check('every acknowledged write is on the board and in the log', !missing.length, missing),
        check('no error answer but 503 with the JSON error', !errors.wrong.length, errors.wrong),
      ],
    };
  } finally {
    await writers?.stop().catch(() => undefined);
    for (const mirror of mirrors) mirror.close();
    await proxy?.close();
    await Promise.all(nodes.map((node) => node.stop().catch(() => undefined)));
    await database?.drop();
  }
}
