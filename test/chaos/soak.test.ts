// Chaos scenario 5 (soak) cut short for npm test: about 25 s of the same load on a real node with 20 sockets
// whose presence clients reconnect every few seconds. It asserts behaviour only: no error of any kind, every
// mirror equal to a fresh load, every acknowledged write there, PostgreSQL connections within the pool. The
// memory, event-loop and fan-out drift figures are printed, not asserted: half a minute on a shared machine
// says nothing about them (`npm run chaos` runs the 10-minute soak that judges them).
import { expect, test } from 'vitest';
import { formatResults } from '../../chaos/report';
import { runSoak } from '../../chaos/scenarios/soak';
import { SOAK_CHECKS } from '../../chaos/scenarios/soakFigures';

const BEHAVIOUR = [
  SOAK_CHECKS.errors,
  SOAK_CHECKS.connectionsBounded,
  SOAK_CHECKS.mirrors,
  SOAK_CHECKS.acknowledged,
];

test('a short soak: no errors, mirrors equal a fresh load, acknowledged writes present, connections bounded', async () => {
  const result = await runSoak({
    minutes: 0.4,
    sockets: 20,
    mirrors: 5,
    writers: 3,
    windowMs: 10_000,
    sampleEveryMs: 1000,
    focusEveryMs: 1000,
    churnEveryMs: 8000,
    progress: () => undefined,
  });
  // The row may read FAIL on a figure check (drift, event-loop delay) on a busy machine: printed, not asserted.
  console.log(`Short soak (figure checks not asserted):\n${formatResults([result])}`);
  const failed = result.checks.filter((c) => BEHAVIOUR.includes(c.label) && !c.ok);
  expect(failed).toEqual([]);
  expect(result.checks.filter((c) => BEHAVIOUR.includes(c.label))).toHaveLength(BEHAVIOUR.length);
}, 180_000);
