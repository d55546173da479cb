// Chaos scenario 6 (transport fallback) cut short for npm test: a real node behind a proxy that refuses the
// WebSocket upgrade; listeners with the board's transport options run on long-polling and hear every change
// made over REST, once and in order, without losing their connection.
import { expect, it } from 'vitest';
import { failures, formatResults } from '../../chaos/report';
import { runTransportFallback } from '../../chaos/scenarios/transportFallback';

it('behind a proxy that refuses WebSocket, polling listeners hear every change', async () => {
  const result = await runTransportFallback({
    changes: 60,
    pollingListeners: 4,
    webSocketListeners: 1,
    unstickyTries: 0,
  });
  console.log(formatResults([result]));
  expect(failures(result)).toEqual([]);
}, 120_000);
