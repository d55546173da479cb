// Scenario 4 of the chaos suite through a real server process and a proxy (chaos/scenarios/networkDrops.ts):
// listeners cut at random and all at once while 600 changes flow, two of them away for longer than a
// replay carries. (server/realtime/resync.test.ts checks the same in-process, event by event.)
import { describe, expect, it } from 'vitest';
import { runNetworkDrops } from '../../chaos/scenarios/networkDrops';
import { failures, formatResults } from '../../chaos/report';

describe('network drops', () => {
  it('listeners that lose their connection replay or refetch and end equal to a fresh load', async () => {
    const result = await runNetworkDrops({ changes: 600, proxyDropEveryMs: 1500 });
    console.log(formatResults([result]));
    expect(failures(result)).toEqual([]);
  }, 120_000);
});
