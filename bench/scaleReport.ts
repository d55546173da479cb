// bench:scale's report: the run's shape and machine, fan-out per minute, each node's load, the node death, the
// log comparison, then the issue's targets.
import type { FanOutRecorder } from '../chaos/harness/fanOut';
import { plural } from '../common/plural';
import type { ProbeSample } from '../chaos/harness/probe';
import { acknowledged, type Outcome } from '../chaos/harness/writers';
import type { KillResult } from './scaleKill';
import type { ClientLoop } from './scaleClients';
import type { LogCheck } from './scaleMirrors';
import { msCell, percentile } from './realtimeStats';
import { target } from './targets';

export interface NodeFigures {
  port: number;
  /** WebSocket connections it held once every client was open. */
  sockets: number;
  /** % of one core during the measured minutes. */
  cpu: number;
  /** VmRSS (MB): before the clients, with them open, peak while measured. */
  rssBefore: number;
  rssOpen: number;
  peakRss: number;
  /** Its event-loop delay while measured (ms), from its probe's one-second lines. */
  loop: NodeLoop;
}

export interface NodeLoop {
  /** The seconds' p99: the median second's and the worst second's. */
  p99: number;
  worstP99: number;
  max: number;
}

/** A node's event-loop delay between `from` and `to`, from the lines its probe wrote each second. */
export function nodeLoop(samples: readonly ProbeSample[], pid: number, from: number, to: number): NodeLoop {
  const seconds = samples.filter((s) => s.pid === pid && s.at > from && s.at <= to);
  const p99s = sorted(seconds.map((s) => s.loopP99));
  return {
    p99: percentile(p99s, 50),
    worstP99: p99s.at(-1) ?? NaN,
    max: Math.max(...seconds.map((s) => s.loopMax)),
  };
}

export interface ScaleRun {
  /** machineSpeed() before the run (scripts/machineSpeed.mjs), and the load average after it. */
  machine: { atStart: string; loadAtEnd: number };
  shape: { folders: number; perFolder: number; rate: number; seconds: number; presenters: number };
  /** When each change reached each client (the client processes' arrivals together). */
  fanOut: FanOutRecorder;
  outcomes: readonly Outcome[];
  window: { from: number; to: number };
  nodes: NodeFigures[];
  /** The balancer: what it is, % of one core (its processes together), its event-loop delay (Node's). */
  balancer: { name: string; cpu: number; loop?: NodeLoop };
  /**
   * The watching clients' processes: their CPU together (% of one core) and the worst one's event-loop delay
   * while measured (ms): they time every fan-out and every way back.
   */
  clients: { processes: number; cpu: number; loop: ClientLoop };
  /** Most PostgreSQL connections to the database seen at once. */
  connections: number;
  kill: KillResult;
  check: LogCheck;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

export function printScale(run: ScaleRun) {
  const { shape, window, kill, check } = run;
  const inWindow = run.outcomes.filter((o) => o.sentAt >= window.from && o.sentAt < window.to);
  const minutes = Math.max(1, Math.round((window.to - window.from) / 60_000));
  const [whole] = run.fanOut.windows(inWindow, window.from, window.to, 1);
  const rest = sorted(inWindow.filter(acknowledged).map((o) => o.answeredAt - o.sentAt));
  const refused = inWindow.filter((o) => !acknowledged(o));
  const failed = refused.length;
  const byStatus = new Map<string, number>();
  for (const o of refused) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1);
  const rate = inWindow.length / ((window.to - window.from) / 1000);
  const clients = shape.folders * shape.perFolder;

  console.log(
    `\nbench:scale — ${clients.toLocaleString('en-US')} clients (WebSocket) in ${shape.folders} folders` +
      ` (${shape.perFolder} each), ${shape.presenters} presenters moving cards at ${shape.rate}/s in all for` +
      ` ${shape.seconds} s; two nodes (the build) behind ${run.balancer.name}, Redis adapter, one PostgreSQL.` +
      `\nMachine (shared by the nodes, PostgreSQL, Redis, the balancer and the clients): ${run.machine.atStart}` +
      ` at start; load average ${fixed(run.machine.loadAtEnd, 2)} at end.` +
      `\nFan-out: a move's REST request sent → its change event applied by each client of the folder (ms).\n`,
  );
  console.log('minute   moves   deliveries    p50     p99');
  run.fanOut
    .windows(inWindow, window.from, window.to, minutes)
    .forEach((w, i) =>
      console.log(
        `${String(i + 1).padStart(6)} ${String(w.changes).padStart(7)} ${String(w.deliveries).padStart(12)} ${msCell(w.p50)} ${msCell(w.p99)}`,
      ),
    );
  console.log(
    `all    ${String(whole!.changes).padStart(7)} ${String(whole!.deliveries).padStart(12)} ${msCell(whole!.p50)} ${msCell(whole!.p99)}` +
      `\nmoves: ${fixed(rate, 1)}/s sent; REST p50 ${fixed(percentile(rest, 50), 1)} ms, p99 ${fixed(percentile(rest, 99), 1)} ms;` +
      ` ${failed} not acknowledged${failed ? ` (${[...byStatus].map(([status, n]) => `${status}: ${n}`).join(', ')})` : ''}`,
  );
  console.log(
    '\nnode    sockets  CPU %  RSS MB: before clients  with clients  peak   bytes per socket' +
      '  event loop ms: p99 (median s / worst s)  max',
  );
  for (const node of run.nodes) {
    // A node whose RSS fell while its clients came (a collection gave memory back) has no such figure: '—'.
    const grown = node.rssOpen - node.rssBefore;
    const perSocket = node.sockets && grown > 0 ? (grown * 1024 * 1024) / node.sockets : NaN;
    console.log(
      `${String(node.port).padEnd(7)} ${String(node.sockets).padStart(7)} ${fixed(node.cpu).padStart(6)}` +
        ` ${fixed(node.rssBefore).padStart(22)} ${fixed(node.rssOpen).padStart(13)} ${fixed(node.peakRss).padStart(5)}` +
        ` ${fixed(perSocket).padStart(18)}` +
        `  ${`${fixed(node.loop.p99)} / ${fixed(node.loop.worstP99)}`.padStart(39)} ${fixed(node.loop.max).padStart(4)}`,
    );
  }
  const { loop } = run.balancer;
  console.log(
    `balancer (its own processes): ${fixed(run.balancer.cpu)} % of a core` +
      (loop
        ? `, event loop p99 ${fixed(loop.p99)} / ${fixed(loop.worstP99)} ms (median s / worst s), max ${fixed(loop.max)} ms`
        : ''),
  );
  console.log(
    `clients (${plural(run.clients.processes, 'process', 'processes')}): ${fixed(run.clients.cpu)} % of a core${run.clients.processes > 1 ? ' together' : ''}, event-loop delay` +
      ` (the worst process) p99 ${fixed(run.clients.loop.p99)} ms, max ${fixed(run.clients.loop.max)} ms;` +
      ` PostgreSQL connections at most: ${run.connections}`,
  );

  const catchUp = sorted(kill.catchUpMs);
  console.log(
    `\nnode killed (kill -9) with ${kill.killedSockets} clients on it: ${kill.moved} came back on the other node` +
      ` (${kill.survivorSockets} connections there), ${kill.stillAway} not back; lost connection → caught up:` +
      ` p50 ${fixed(percentile(catchUp, 50))} ms, max ${fixed(catchUp.at(-1) ?? NaN)} ms.` +
      ` Over the run: ${kill.replayed.toLocaleString('en-US')} events replayed, ${kill.reloads} reloads;` +
      ` ${kill.presenceHeard.toLocaleString('en-US')} presence messages heard by the clients back since.` +
      `\nstarted again: serving after ${fixed(kill.reviveMs)} ms; ${kill.revivedSockets} of 20 new clients reached it.` +
      `\nlogs: ${check.compared} clients compared event by event with the database (${check.reloaded} reloaded` +
      ` instead): ${check.lost} events lost, ${check.twice} applied twice, ${check.wrong} with another mutation id.`,
  );
  const step = (values: number[]) => {
    const ordered = sorted(values);
    return `${fixed(percentile(ordered, 50))} / ${fixed(ordered.at(-1) ?? NaN)}`;
  };
  console.log(
    `  its steps, p50 / max ms: backoff (and failed attempts) ${step(kill.steps.waited)}, handshake` +
      ` ${step(kill.steps.connect)}, subscribe ${step(kill.steps.subscribe)}, catch-up ${step(kill.steps.catchUp)}`,
  );
  const { cpu } = kill;
  console.log(
    `  CPU while they came back (${fixed(cpu.herdMs / 1000, 1)} s, the machine ${fixed(cpu.busyInHerd)} % busy;` +
      ` ${fixed(cpu.busySteady)} % in the ${fixed(cpu.steadyMs / 1000)} s before), above the rate before, ms per` +
      ' client back: ' +
      Object.entries(cpu.perClient)
        .map(([part, ms]) => `${part} ${fixed(ms, 2)}`)
        .join(', '),
  );
  for (const [message, count] of kill.failedAttempts) console.log(`  ${count} failed attempts: ${message}`);
  for (const problem of kill.problems.slice(0, 10)) console.log(`  PROBLEM ${problem}`);

  console.log('\nTargets:');
  target(`holds ${shape.rate} moves/s`, rate, '≥', shape.rate - 1, '/s');
  target('fan-out to every client of the folder: p99', whole!.p99, '≤', 150, 'ms');
  target(
    'events lost (each client against the database)',
    check.lost + check.twice + check.wrong,
    '≤',
    0,
    '',
    0,
  );
  target('every client equals a fresh load at the end (problems)', kill.problems.length, '≤', 0, '', 0);
  target("killed node's clients caught up on the other: p50", percentile(catchUp, 50), '≤', 3000, 'ms', 0);
  target("killed node's clients caught up on the other: max", catchUp.at(-1) ?? NaN, '≤', 10_000, 'ms', 0);
}
