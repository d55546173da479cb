// Chaos scenario 3, Redis restarts: two nodes on a scratch Redis of their own, live mirrors and writers on
// both, then Redis stopped for a few seconds and started again (empty). Measures how long events take to
// cross nodes again once it is back, what became of writes and events meanwhile, and what the brute-force
// limits did without their shared counters; every screen must end equal to a fresh load and keep every
// acknowledged write, and no request may answer 500.
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../server/test/testDatabase';
import type { LiveMirror } from '../../server/test/liveProject';
import { listenOnNodes, type ArrivalLog } from '../harness/arrivals';
import { loggedMutationIdsInDatabase } from '../harness/eventLog';
import { openMirrors, settleMirrors } from '../harness/listeners';
import { newSessionSecret, startNode, type CardplanNode } from '../harness/nodes';
import { startScratchRedis, type ScratchRedis } from '../harness/redisServer';
import { madeUpIp, statusRuns, wrongSignIns } from '../harness/signInProbe';
import { makeTeam } from '../harness/team';
import { countOutcomes, writerErrors } from '../harness/writerFigures';
import { checkAcknowledged, EVERY_KIND, startWriters, type Writers } from '../harness/writers';
import { check, ms, type ScenarioResult } from '../report';
import { deliveryDuring, subscriptionBackMs } from './redisRestartFigures';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RedisRestartOptions {
  /** Live mirrors per node. */
  mirrorsPerNode?: number;
  /** Writers, alternating between the two nodes. */
  writers?: number;
  beforeStopMs?: number;
  /** How long Redis stays away. */
  outageMs?: number;
  /** Writing after Redis is back, before the writers stop. */
  afterStartMs?: number;
  /** SIGKILL Redis (a crash) instead of SIGTERM (an operator's restart). */
  crash?: boolean;
}

/** The failed-sign-in limit per address (DEFAULT_RATE_LIMITS.failedSignInPerEmail). */
const FAILED_SIGN_INS_ALLOWED = 5;
const fmt = (value: number | undefined) => (value === undefined ? 'never' : ms(value));
const probeEmail = () => `probe-${randomBytes(4).toString('hex')}@example.test`;

export async function runRedisRestart(options: RedisRestartOptions = {}): Promise<ScenarioResult> {
  const { mirrorsPerNode = 10, writers: writerCount = 4, beforeStopMs = 3000, outageMs = 4000 } = options;
  const { afterStartMs = 5000, crash = false } = options;
  let redis: ScratchRedis | undefined;
  let database: TestDatabase | undefined;
  const nodes: CardplanNode[] = [];
  const mirrors: LiveMirror[][] = [];
  let listeners: ArrivalLog | undefined;
  let writers: Writers | undefined;
  try {
    redis = await startScratchRedis();
    database = await createTestDatabase();
    const cluster = {
      databaseUrl: database.databaseUrl,
      redisUrl: redis.url,
      sessionSecret: newSessionSecret(),
    };
    nodes.push(await startNode(cluster)); // first alone: it migrates the fresh database
    nodes.push(await startNode(cluster));
    const [a, b] = nodes as [CardplanNode, CardplanNode];
    const team = await makeTeam(a.url, 'Redisrestart');
    const onA = await team.signIn(a.url);
    const onB = await team.signIn(b.url);
    const patience = { reconnectForMs: 20_000, retryEveryMs: 200 };
    mirrors.push(await openMirrors(a.url, [onA], team.projectId, mirrorsPerNode, patience));
    mirrors.push(await openMirrors(b.url, [onB], team.projectId, mirrorsPerNode, patience));
    listeners = await listenOnNodes(
      { A: { url: a.url, api: onA }, B: { url: b.url, api: onB } },
      team.projectId,
    );

    // Writer i writes through node A when i is even, B when odd.
    const writerApis = await Promise.all(
      Array.from({ length: writerCount }, (_, i) => team.signIn(i % 2 ? b.url : a.url)),
    );
    const originOf = (writer: number) => (writer % 2 ? 'B' : 'A');
    writers = startWriters(writerApis, team.projectId, {
      writers: writerCount,
      mix: EVERY_KIND,
      timeoutMs: 10_000,
      backoffMs: 100,
      pauseMs: 50,
    });
    await sleep(beforeStopMs);

    const stoppedAt = Date.now();
    await redis.stop({ hard: crash });
    await sleep(200); // the nodes see the connection go
    // Limits without Redis: wrong passwords for one address on A, then on B; the right one on B.
    const email = probeEmail();
    const attempts = FAILED_SIGN_INS_ALLOWED + 2;
    const downOnA = await wrongSignIns(a.url, email, attempts);
    const downOnB = await wrongSignIns(b.url, email, attempts);
    // team.signIn throws "sign in: <status> <body>" on anything but 200.
    const rightSignIn = await team.signIn(b.url).then(
      () => 200,
      (error: Error) => Number(/^sign in: (\d+)/.exec(error.message)?.[1]) || error.message,
    );
    await sleep(Math.max(0, stoppedAt + outageMs - Date.now()));
    await redis.start();
    const backAt = Date.now();

    await sleep(afterStartMs);
    // Shared again: failures counted on A refuse the next attempt on B.
    const sharedEmail = probeEmail();
    const ip = madeUpIp();
    const afterOnA = await wrongSignIns(a.url, sharedEmail, FAILED_SIGN_INS_ALLOWED, ip);
    const afterOnB = await wrongSignIns(b.url, sharedEmail, 1, ip);
    await writers.stop();
    const outcomes = writers.outcomes;

    const settled = await Promise.all(
      [onA, onB].map((api, i) => settleMirrors([a, b][i]!.url, api, team.projectId, mirrors[i]!, 20_000)),
    );
    const logged = await loggedMutationIdsInDatabase(database.databaseUrl, team.folderId);
    const missing = checkAcknowledged(outcomes, settled[0]!.titles, logged);

    const delivery = deliveryDuring(outcomes, listeners.arrivals, originOf, { stoppedAt, backAt });
    const errors = writerErrors(outcomes);
    const during = countOutcomes(outcomes, (o) => o.sentAt >= stoppedAt && o.answeredAt < backAt);
    const probes = [...downOnA, ...downOnB, rightSignIn, ...afterOnA, ...afterOnB];
    const limited = (statuses: (number | string)[]) =>
      statuses.slice(0, FAILED_SIGN_INS_ALLOWED).every((s) => s === 401) &&
      statuses.slice(FAILED_SIGN_INS_ALLOWED).every((s) => s === 429);
    const all = mirrors.flat();
    const problems = settled.flatMap((s, i) => s.problems.map((p) => `node ${'AB'[i]} ${p}`));

    return {
      scenario: `Redis ${crash ? 'crashes' : 'restarts'} under 2 nodes`,
      figures: [
        ['Redis away', ms(backAt - stoppedAt)],
        ['writes while away', `${during.acknowledged} of ${during.sent} acknowledged`],
        ['same-node events while away', delivery.sameNode],
        ['cross-node events while away', delivery.crossNode],
        [
          'nodes subscribed again after',
          nodes.map((node, i) => `${'AB'[i]} ${fmt(subscriptionBackMs(node.output(), backAt))}`).join(', '),
        ],
        ['first cross-node event heard after', fmt(delivery.gapMs)],
        [
          'sign-in limits while away',
          `A ${statusRuns(downOnA)}; B ${statusRuns(downOnB)}; right password ${rightSignIn}`,
        ],
        ['after', `A ${statusRuns(afterOnA)} then B ${statusRuns(afterOnB)}`],
        [
          'sockets reconnected on Redis back',
          `${listeners.reconnects} of 2 listeners, ${all.filter((m) => m.reconnects).length} of ${all.length} mirrors`,
        ],
        [
          'resync',
          `${all.reduce((n, m) => n + m.replayed, 0)} events replayed, ${all.reduce((n, m) => n + m.refetches, 0)} refetches`,
        ],
        ['writer errors', errors.summary],
      ],
      checks: [
        check(
          'events reach the same node while Redis is away',
          delivery.sameNodeLate.length === 0,
          delivery.sameNodeLate,
        ),
        check('events cross nodes again once Redis is back', delivery.gapMs !== undefined),
        check('mirrors on both nodes equal a fresh load', !problems.length, problems),
        check('every acknowledged write is on the board and in the log', !missing.length, missing),
        check(
          'no 500: errors are 503 with the JSON error',
          !errors.wrong.length && !probes.some((s) => s === 500),
          [...errors.wrong, `sign-in probes: ${probes.join(' ')}`],
        ),
        check(
          'limits hold on each node while Redis is away',
          limited(downOnA) && limited(downOnB) && rightSignIn === 200,
          [`A ${downOnA.join(' ')}; B ${downOnB.join(' ')}; right password ${rightSignIn}`],
        ),
        check('limits are shared again once Redis is back', afterOnB[0] === 429, [
          `A ${afterOnA.join(' ')}, then B ${afterOnB.join(' ')}`,
        ]),
      ],
    };
  } finally {
    await writers?.stop().catch(() => undefined);
    listeners?.close();
    for (const mirror of mirrors.flat()) mirror.close();
    await Promise.all(nodes.map((node) => node.stop().catch(() => undefined)));
    await database?.drop();
    await redis?.close();
  }
}
