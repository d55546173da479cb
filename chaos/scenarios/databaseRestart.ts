// Scenario 1, the database restarts under load: writers create, move and edit cards while listeners follow
// the project live; PostgreSQL goes away and comes back (an external server restarted, or the node's
// embedded one killed with SIGKILL and restarted by the node). While it is away requests must fail fast
// with 503 and the JSON error (no 500, no hang); afterwards every acknowledged write is there and every
// listener ends with exactly what a fresh load shows.
import pg from 'pg';
import { appliedMutationIds, openMirrors, settleMirrors } from '../harness/listeners';
import { newSessionSecret, startNode, type CardplanNode } from '../harness/nodes';
import {
  embeddedPostmasterPid,
  machinePostgres,
  startRestartablePostgres,
  type RestartablePostgres,
} from '../harness/postgresServer';
import { makeTeam } from '../harness/team';
import { acknowledged, checkAcknowledged, startWriters, type Outcome } from '../harness/writers';
import { check, ms, type ScenarioResult } from '../report';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DatabaseRestartOptions {
  /** external: PostgreSQL at DATABASE_URL restarted; embedded: the node's own, killed with SIGKILL. */
  flavour: 'external' | 'embedded';
  /** external only: restart the machine's cluster (pg_ctlcluster) instead of a scratch server of our own. */
  machine?: boolean;
  writers?: number;
  listeners?: number;
  /** Writing before the restart, the database's time away (external), writing after it is back. */
  warmupMs?: number;
  downMs?: number;
  afterMs?: number;
  /** A request without an answer by then is a hang. */
  timeoutMs?: number;
  /** Longest acceptable time from the database back to the first 2xx. */
  recoveryBoundMs?: number;
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits for a line the node logs after `from` characters of its output. */
async function nodeSays(node: CardplanNode, text: string, from: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!node.output().slice(from).includes(text)) {
    if (Date.now() > deadline) throw new Error(`the node did not log '${text}' within ${timeoutMs} ms`);
    await sleep(20);
  }
}

export async function runDatabaseRestart(options: DatabaseRestartOptions): Promise<ScenarioResult> {
  const {
    flavour,
    writers: writerCount = 5,
    listeners = 20,
    warmupMs = 3000,
    downMs = 3000,
    afterMs = 4000,
    timeoutMs = 10_000,
    recoveryBoundMs = 5000,
  } = options;
  let postgres: RestartablePostgres | undefined;
  let node: CardplanNode | undefined;
  const mirrors: Awaited<ReturnType<typeof openMirrors>> = [];
  try {
    let databaseUrl: string | undefined;
    if (flavour === 'external') {
      if (options.machine) {
        if (!process.env.DATABASE_URL)
          throw new Error('restarting the machine PostgreSQL needs DATABASE_URL');
        postgres = machinePostgres(process.env.DATABASE_URL);
      } else postgres = await startRestartablePostgres();
      databaseUrl = await createDatabase(postgres.url, `cardplan_chaos_${process.pid}`);
    }
    node = await startNode({ databaseUrl, sessionSecret: newSessionSecret() });
    const team = await makeTeam(node.url);
    mirrors.push(
      ...(await openMirrors(node.url, [team.owner], team.projectId, listeners, {
        reconnectForMs: 30_000,
        retryEveryMs: 250,
      })),
    );
    const writers = startWriters([team.owner], team.projectId, {
      writers: writerCount,
      mix: { create: 3, move: 3, edit: 2 },
      timeoutMs,
      pauseMs: 20,
      backoffMs: 100,
    });
    await sleep(warmupMs);

    const downAt = Date.now();
    let upAt: number;
    if (postgres) {
      await postgres.down();
      await sleep(downMs);
      await postgres.up();
      upAt = Date.now();
    } else {
      const from = node.output().length;
      process.kill(embeddedPostmasterPid(node.dataDir), 'SIGKILL');
      await nodeSays(node, 'the embedded PostgreSQL is running again', from);
      upAt = Date.now();
    }
    await sleep(afterMs);
    await writers.stop();

    const settled = await settleMirrors(node.url, team.owner, team.projectId, mirrors);
    // The listeners stay connected through the restart: one of them applied every change itself.
    const logged = appliedMutationIds(mirrors, settled.finalSeq);
    const lost = checkAcknowledged(writers.outcomes, settled.titles, logged);
    return summarise(flavour, postgres?.description ?? "the node's embedded PostgreSQL", writers.outcomes, {
      downAt,
      upAt,
      timeoutMs,
      recoveryBoundMs,
      lost,
      mirrorProblems: settled.problems,
      listeners,
      logChecked: logged !== undefined,
    });
  } finally {
    for (const mirror of mirrors) mirror.close();
    await node?.stop();
    await postgres?.close();
  }
}

function summarise(
  flavour: DatabaseRestartOptions['flavour'],
  description: string,
  outcomes: readonly Outcome[],
  seen: {
    downAt: number;
    upAt: number;
    timeoutMs: number;
    recoveryBoundMs: number;
    lost: string[];
    mirrorProblems: string[];
    listeners: number;
    logChecked: boolean;
  },
): ScenarioResult {
  const { downAt, upAt } = seen;
  const errors = outcomes.filter((o) => !acknowledged(o));
  const firstOkAfterUp = outcomes
    .filter((o) => acknowledged(o) && o.sentAt >= upAt)
    .reduce((first, o) => Math.min(first, o.answeredAt), Infinity);
  const describe = (o: Outcome) =>
    `${o.kind} ${o.mutationId}: ${o.status}${o.jsonError === false ? ' (not JSON)' : ''}`;
  const not503 = errors.filter((o) => o.status !== 503 || !o.jsonError);
  const outsideOutage = errors.filter((o) => o.answeredAt < downAt || o.sentAt > firstOkAfterUp);
  const longest = Math.max(0, ...errors.map((o) => o.answeredAt - o.sentAt));
  return {
    scenario: `database restart (${flavour})`,
    figures: [
      ['database', description],
      ['requests', String(outcomes.length)],
      ['acknowledged', String(outcomes.length - errors.length)],
      ['503 answers', String(errors.filter((o) => o.status === 503).length)],
      ['slowest error answer', ms(longest)],
      ['database away', ms(upAt - downAt)],
      ['back → first 2xx', Number.isFinite(firstOkAfterUp) ? ms(firstOkAfterUp - upAt) : 'none'],
      ['listeners', String(seen.listeners)],
    ],
    checks: [
      check(
        'every error is a 503 with the JSON error (no 500, no hang, no reset)',
        !not503.length,
        not503.map(describe),
      ),
      check('errors only while the database is away', !outsideOutage.length, outsideOutage.map(describe)),
      check(
        `first 2xx within ${ms(seen.recoveryBoundMs)} of the database being back`,
        firstOkAfterUp - upAt <= seen.recoveryBoundMs,
      ),
      check('every acknowledged write is there afterwards', !seen.lost.length, seen.lost),
      check('every change since the start was applied by a listener', seen.logChecked),
      check(
        'every listener ends with exactly what a fresh load shows',
        !seen.mirrorProblems.length,
        seen.mirrorProblems,
      ),
    ],
  };
}
