// bench:realtime planning poker: 12 participants (+ a projector) estimate one card, round after round, on one node
// (pokerRoom.ts). A round: the facilitator opens an estimate vote, the 12 cast their ballots at once, and once
// every screen shows 12 voters the vote is revealed — by the facilitator's POST …/reveal, or, in the auto-reveal
// variant, by the last ballot (the facilitator votes too: they are in the meeting, and an auto-reveal waits for
// everyone in it). Measured per round and screen: from that request being sent until the screen has the
// meeting.updated that shows the vote revealed with every ballot.
import { performance } from 'node:perf_hooks';
import type { Meeting } from '../common/schemas/meetings';
import type { TestClient } from '../server/test/httpClient';
import { openPokerRoom, PARTICIPANTS, SCREENS, type PokerRoom } from './pokerRoom';
import { ok, type NodePool } from './realtimeClients';
import { cpuMs, msCell, percentile, spreadCells, spreadOf, type Spread } from './realtimeStats';

export const POKER_ROUNDS = Number(process.env.BENCH_POKER_ROUNDS ?? 30);
export const AUTO_ROUNDS = Number(process.env.BENCH_POKER_AUTO_ROUNDS ?? 15);
export const POKER_WARMUP_ROUNDS = 3;
const VALUES = ['0', '1', '2', '3', '5', '8', '13', '21', '?', '☕'];
const DELIVERY_TIMEOUT_MS = 10_000;

/** The spread: per round and screen, from the revealing request being sent until that screen has the reveal. */
export interface RevealFigures extends Spread {
  rounds: number;
  /** The revealing request alone: sent → answer read. */
  restP50: number;
  restP99: number;
  delivered: number;
  expected: number;
  /** What went wrong: a refused call, a screen the reveal did not reach in time. */
  errors: string[];
}

export interface PokerFigures {
  reveal: RevealFigures;
  autoReveal: RevealFigures;
  /** CPU of the server process during the measured rounds, in % of one core. */
  serverCpu: number;
}

type Vote = NonNullable<Meeting['vote']>;

/** Screens that have seen a meeting `until` accepts, after `request`: per screen, ms since it was sent. */
async function untilEveryScreen(
  room: PokerRoom,
  until: (vote: Vote) => boolean,
  request: () => Promise<unknown>,
) {
  const arrivals: number[] = [];
  let whenAll = () => {};
  const all = new Promise<void>((resolve) => (whenAll = resolve));
  room.listen((screen, meeting, at) => {
    if (arrivals[screen] !== undefined || !meeting.vote || !until(meeting.vote)) return;
    arrivals[screen] = at;
    if (Object.keys(arrivals).length === SCREENS) whenAll();
  });
  try {
    const sent = performance.now();
    await request();
    const rest = performance.now() - sent;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS)))]);
    clearTimeout(timer);
    return { rest, latencies: arrivals.filter((at) => at !== undefined).map((at) => at - sent) };
  } finally {
    room.listen(null);
  }
}

function pokerRounds(room: PokerRoom) {
  const { facilitator, participants, meetingPath } = room;
  const open = async (autoReveal: boolean) =>
    (await ok<Meeting>(facilitator.post(`${meetingPath}/votes`, { field: 'estimate', autoReveal }))).vote!;
  const cast = (who: TestClient, vote: Vote) =>
    ok(
      who.post(`${meetingPath}/votes/${vote.id}/ballots`, {
        value: VALUES[Math.floor(Math.random() * VALUES.length)],
      }),
    );
  const shows = (id: number, voters: number) => (vote: Vote) =>
    vote.id === id && vote.voters.length === voters;
  const revealed = (id: number, ballots: number) => (vote: Vote) =>
    vote.id === id && vote.state === 'revealed' && vote.ballots?.length === ballots;

  /** One round; answers the reveal's figures. */
  async function round(autoReveal: boolean) {
    const vote = await open(autoReveal);
    // Auto-reveal: the facilitator and 11 participants first, the 12th participant's ballot reveals.
    const first = autoReveal ? [facilitator, ...participants.slice(0, -1)] : participants;
    const voted = await untilEveryScreen(room, shows(vote.id, PARTICIPANTS), () =>
      Promise.all(first.map((who) => cast(who, vote))),
    );
    if (voted.latencies.length < SCREENS)
      throw new Error(`${SCREENS - voted.latencies.length} screen(s) never showed ${PARTICIPANTS} voters`);
    if (autoReveal)
      return untilEveryScreen(room, revealed(vote.id, PARTICIPANTS + 1), () =>
        cast(participants.at(-1)!, vote),
      );
    return untilEveryScreen(room, revealed(vote.id, PARTICIPANTS), () =>
      ok(facilitator.post(`${meetingPath}/votes/${vote.id}/reveal`)),
    );
  }

  return async function rounds(count: number, autoReveal: boolean): Promise<RevealFigures> {
    const latencies: number[] = [];
    const restTimes: number[] = [];
    const errors: string[] = [];
    for (let i = 0; i < count; i++) {
      try {
        const { rest, latencies: seen } = await round(autoReveal);
        restTimes.push(rest);
        latencies.push(...seen);
        if (seen.length < SCREENS)
          errors.push(`round ${i + 1}: ${SCREENS - seen.length} screen(s) missed the reveal`);
      } catch (error) {
        errors.push(`round ${i + 1}: ${String(error)}`);
      }
    }
    latencies.sort((a, b) => a - b);
    restTimes.sort((a, b) => a - b);
    return {
      rounds: count,
      ...spreadOf(latencies),
      restP50: percentile(restTimes, 50),
      restP99: percentile(restTimes, 99),
      delivered: latencies.length,
      expected: count * SCREENS,
      errors,
    };
  };
}

export async function runPoker(pool: NodePool): Promise<PokerFigures> {
  const progress = (what: string) => process.stderr.write(`  [planning poker] ${what}\n`);
  const node = await pool.start(false);
  try {
    progress(`${PARTICIPANTS} participants, the facilitator and a projector join a meeting`);
    const room = await openPokerRoom(node, pool);
    try {
      const rounds = pokerRounds(room);
      progress(`${POKER_WARMUP_ROUNDS} warm-up rounds`);
      await rounds(POKER_WARMUP_ROUNDS, false);
      progress(`${POKER_ROUNDS} rounds revealed by the facilitator, ${AUTO_ROUNDS} by the last ballot`);
      const start = performance.now();
      const cpuBefore = cpuMs(node.child.pid!);
      const reveal = await rounds(POKER_ROUNDS, false);
      const autoReveal = await rounds(AUTO_ROUNDS, true);
      const serverCpu = ((cpuMs(node.child.pid!) - cpuBefore) / (performance.now() - start)) * 100;
      return { reveal, autoReveal, serverCpu };
    } finally {
      room.close();
    }
  } finally {
    await pool.stop(node);
  }
}

/** The poker section of bench:realtime's report: one row per variant, then what went wrong. */
export function printPoker(figures: PokerFigures) {
  console.log(
    `\nPlanning poker, one node: ${PARTICIPANTS} participants' boards + 1 room-link projector = ${SCREENS} screens` +
      ` (the facilitator's board is connected too, not measured).` +
      `\nA round: an estimate vote opened, ${PARTICIPANTS} ballots at once, every screen shows ${PARTICIPANTS} voters,` +
      ` then the reveal; after ${POKER_WARMUP_ROUNDS} warm-up rounds.` +
      `\nlatency: the revealing request sent → each screen has the revealed vote with its ballots (ms), per round` +
      ` and screen. Server CPU during the rounds: ${figures.serverCpu.toFixed(0)} % of one core.\n`,
  );
  console.log(`${'reveal by'.padEnd(31)} rounds    p50    p95    p99    max  REST p50    p99  delivered`);
  const rows: [string, RevealFigures][] = [
    ['the facilitator (POST …/reveal)', figures.reveal],
    ['the last ballot (auto-reveal)', figures.autoReveal],
  ];
  for (const [name, r] of rows)
    console.log(
      [
        name.padEnd(31),
        String(r.rounds).padStart(6),
        ...spreadCells(r),
        '  ' + msCell(r.restP50),
        msCell(r.restP99),
        ` ${r.delivered}/${r.expected}`.padStart(10),
      ].join(' '),
    );
  for (const error of [...figures.reveal.errors, ...figures.autoReveal.errors])
    console.log(`  ERROR ${error}`);
}
