// Chaos scenario 5, soak: one real node under a steady, unsaturated mixed load for minutes (REST reads,
// creates, moves, edits, deletes; sockets that mirror the project, and sockets that move their presence,
// reconnect and switch projects), probed from inside (probe.ts) and watched from outside (PostgreSQL's
// connections, the node's log). Judged by soakFigures.ts: no error, memory flat after warm-up, fan-out not
// drifting, connections stable; and at the end every mirror equals a fresh load and every acknowledged
// write is there.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestClient } from '../../server/test/httpClient';
import { createTestDatabase } from '../../server/test/testDatabase';
import type { ScenarioResult } from '../report';
import { loggedMutationIdsInDatabase } from '../harness/eventLog';
import { FanOutRecorder } from '../harness/fanOut';
import { openMirrors, settleMirrors } from '../harness/listeners';
import { newSessionSecret, startNode } from '../harness/nodes';
import { startPresenceCrowd } from '../harness/presenceCrowd';
import { PROBE_EVERY_ENV, PROBE_FILE_ENV, PROBE_MODULE } from '../harness/probe';
import { loggedTrouble, readProbe, sampleConnections } from '../harness/samplers';
import { expectStatus, makeTeam } from '../harness/team';
import { checkAcknowledged, startWriters } from '../harness/writers';
import { soakResult, type SoakPlan } from './soakFigures';
import { setTimeout as sleep } from 'node:timers/promises';

export interface SoakOptions {
  /** Length of the load (default $CHAOS_SOAK_MINUTES, else 10); fractions are fine. */
  minutes?: number;
  /** Sockets open the whole time (default 50): `mirrors` live mirrors, the rest presence clients. */
  sockets?: number;
  mirrors?: number;
  /** REST writers (default 5), each pausing `pauseMs` (default 250) after every answer: a steady pace. */
  writers?: number;
  pauseMs?: number;
  /** Not judged: the first part of the run (default a quarter of it, at most a minute). */
  warmUpMs?: number;
  /** Fan-out, event-loop delay and connections are listed per window of about this long (default 60 s). */
  windowMs?: number;
  /** How often the probe and the connection sampler read (default 5 s). */
  sampleEveryMs?: number;
  /**
   * A presence client opens another card about this often (default 3 s), and about every `churnEveryMs`
   * (default 60 s) reconnects or, every other time, moves its subscription to the folder's second project
   * (or back).
   */
  focusEveryMs?: number;
  churnEveryMs?: number;
  /** Where a line per window goes while the soak runs (default stderr). */
  progress?: (line: string) => void;
}

const SEED_CARDS = 20;
/** The sockets' browsers (sessions of the owner). */
const WATCHER_SESSIONS = 3;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
function planOf(options: SoakOptions): SoakPlan {
  const minutes = options.minutes ?? (Number(process.env.CHAOS_SOAK_MINUTES) || 10);
  const durationMs = Math.round(minutes * 60_000);
  const sockets = options.sockets ?? 50;
  const mirrors = Math.min(sockets, options.mirrors ?? Math.ceil(sockets / 5));
  return {
    durationMs,
    sockets,
    mirrors,
    writers: options.writers ?? 5,
    pauseMs: options.pauseMs ?? 250,
    warmUpMs: options.warmUpMs ?? Math.min(60_000, durationMs / 4),
    windowMs: options.windowMs ?? 60_000,
    sampleEveryMs: options.sampleEveryMs ?? 5000,
    focusEveryMs: options.focusEveryMs ?? 3000,
    churnEveryMs: options.churnEveryMs ?? 60_000,
  };
}

export async function runSoak(options: SoakOptions = {}): Promise<ScenarioResult> {
  const plan = planOf(options);
  const progress = options.progress ?? ((line: string) => process.stderr.write(`  [soak] ${line}\n`));
  const database = await createTestDatabase();
  const databaseName = new URL(database.databaseUrl).pathname.slice(1);
  const probeFile = path.join(os.tmpdir(), `cardplan-soak-${randomBytes(4).toString('hex')}.jsonl`);
  // What to stop or close on the way out, last started first, whether the run got to the end or not.
  const undo: (() => unknown)[] = [];
  try {
    const node = await startNode({
      databaseUrl: database.databaseUrl,
      sessionSecret: newSessionSecret(),
      nodeArgs: ['--import', PROBE_MODULE],
      env: { [PROBE_FILE_ENV]: probeFile, [PROBE_EVERY_ENV]: String(plan.sampleEveryMs) },
    });
    undo.push(() => node.stop());
    const url = node.url;
    const team = await makeTeam(url, 'Soak');
    // One after another: sign-ins of one account count against its failed-attempt limit until each succeeds.
    const browsers: TestClient[] = [];
    for (let i = 0; i < plan.writers + WATCHER_SESSIONS; i++) browsers.push(await team.signIn(url));
    const writerApis = browsers.slice(0, plan.writers);
    const watcherApis = browsers.slice(plan.writers);
    // Presence clients switch to this project and back now and then (its folder is the same).
    const other = await expectStatus(
      team.owner.post('/api/projects', { name: 'Other', prefix: 'OTH', parentId: team.folderId }),
      201,
      'second project',
    );
    for (let i = 0; i < SEED_CARDS; i++)
      await expectStatus(
        team.owner.post('/api/cards', { title: `Seed ${i}`, projectId: team.projectId }),
        201,
        'seed',
      );

    const fanOut = new FanOutRecorder();
    const mirrors = await openMirrors(url, watcherApis, team.projectId, plan.mirrors, {
      reconnectForMs: 10_000,
    });
    undo.push(() => mirrors.forEach((mirror) => mirror.close()));
    for (const mirror of mirrors) fanOut.listen(mirror.live.socket);
    const cardIds = () => [...mirrors[0]!.model.cards.keys()];
    const crowd = await startPresenceCrowd(url, watcherApis, team.projectId, plan.sockets - plan.mirrors, {
      focusEveryMs: plan.focusEveryMs,
      churnEveryMs: plan.churnEveryMs,
      otherProjectId: other.id,
      cardIds,
      onSocket: (live) => fanOut.listen(live.socket),
    });
    undo.push(() => crowd.stop());
    const connections = await sampleConnections(process.env.DATABASE_URL!, databaseName, plan.sampleEveryMs);
    undo.push(() => connections.stop());

    const startedAt = Date.now();
    const writers = startWriters(writerApis, team.projectId, {
      writers: plan.writers,
      mix: { create: 2, move: 3, edit: 3, delete: 2, read: 2 },
      timeoutMs: 10_000,
      pauseMs: plan.pauseMs,
    });
    undo.push(() => writers.stop());
    // The mirrors keep only their model: what they heard is counted by the recorder, not kept for minutes.
    const forget = setInterval(() => {
      for (const mirror of mirrors) {
        mirror.live.changes.length = 0;
        mirror.applied.splice(0);
      }
    }, 5000);
    undo.push(() => clearInterval(forget));
    while (Date.now() - startedAt < plan.durationMs) {
      await sleep(Math.min(plan.windowMs, startedAt + plan.durationMs - Date.now()));
      const last = readProbe(probeFile).at(-1);
      const done = writers.outcomes.length;
      const memory = last ? `RSS ${mb(last.rss)} MB, heap ${mb(last.heapUsed)} MB` : 'no probe line yet';
      progress(`${Math.round((Date.now() - startedAt) / 1000)} s: ${done} requests, ${memory}`);
    }
    const endedAt = Date.now();
    await Promise.all([writers.stop(), crowd.stop(), connections.stop()]);

    const settled = await settleMirrors(url, team.owner, team.projectId, mirrors, 30_000);
    const logged = await loggedMutationIdsInDatabase(database.databaseUrl, team.folderId);
    return soakResult(plan, {
      startedAt,
      endedAt,
      outcomes: writers.outcomes,
      fanOut,
      probe: readProbe(probeFile),
      connections: connections.samples,
      samplerProblems: connections.problems,
      crowd,
      mirrors,
      settleProblems: settled.problems,
      ackProblems: checkAcknowledged(writers.outcomes, settled.titles, logged),
      log: loggedTrouble(node.output()),
    });
  } finally {
    for (const step of undo.reverse()) await step();
    await database.drop();
    fs.rmSync(probeFile, { force: true });
  }
}
