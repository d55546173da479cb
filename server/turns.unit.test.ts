// The slices of turns.ts: the same answer as the plain map and JSON.stringify, and other work let in between.
import { describe, expect, it } from 'vitest';
import { jsonInTurns, mapInTurns, nextTurn } from './turns';

describe('working in turns', () => {
  const items = Array.from({ length: 250 }, (_, i) => ({ i, text: `"quoted" ${i}\n`, none: undefined }));

  it('maps and stringifies exactly as the plain calls do', async () => {
    expect(await mapInTurns(items, (item, index) => item.i * 2 + index, 7)).toEqual(
      items.map((item, index) => item.i * 2 + index),
    );
    const text = async (bytes: Promise<Buffer>) => (await bytes).toString('utf8');
    expect(await text(jsonInTurns(items, (item) => ({ ...item, extra: null, é: 'ünï 🎉' }), 7))).toBe(
      JSON.stringify(items.map((item) => ({ ...item, extra: null, é: 'ünï 🎉' }))),
    );
    expect(await text(jsonInTurns([undefined, 1]))).toBe(JSON.stringify([undefined, 1]));
    expect(await text(jsonInTurns([]))).toBe('[]');
  });

  it('lets other work run between slices, and not within one', async () => {
    let between = 0;
    const other = (async () => {
      for (let i = 0; i < 10; i++) {
        await nextTurn();
        between++;
      }
    })();
    const seen = await mapInTurns(items, () => between, 100);
    await other;
    expect(seen[0]).toBe(seen[99]);
    expect(seen[249]).toBeGreaterThan(seen[0]!);
    // one slice: no turn at all
    const single = await mapInTurns(items.slice(0, 100), () => between, 100);
    expect(new Set(single).size).toBe(1);
  });
});
