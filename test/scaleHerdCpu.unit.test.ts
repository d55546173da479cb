// bench:scale's herd CPU (bench/scaleHerdCpu.ts): what each part spent while a dead node's clients came back,
// above its steady rate, per client back. The arithmetic on readings made by hand, and one real reading.
import { describe, expect, it } from 'vitest';
import { herdCpu, readCpu, type CpuReading } from '../bench/scaleHerdCpu';

const reading = (at: number, machine: number, parts: Record<string, [number, number][]>): CpuReading => ({
  at,
  machine,
  parts: Object.fromEntries(Object.entries(parts).map(([part, pids]) => [part, new Map(pids)])),
});

describe('herdCpu', () => {
  it('subtracts the steady rate and divides by the clients that came back', () => {
    // Steady: 1 s, node 100 ms. Herd: 2 s, node 1,200 ms: 1,000 above 2 × 100, over 500 clients = 2 ms each.
    const before = reading(0, 0, { nodes: [[1, 0]] });
    const atKill = reading(1000, 600, { nodes: [[1, 100]] });
    const back = reading(3000, 3600, { nodes: [[1, 1300]] });
    const cpu = herdCpu(before, atKill, back, 500, 2);
    expect(cpu.perClient.nodes).toBeCloseTo(2);
    // The machine: 3,000 busy ms in the herd, 1,200 of them its steady rate: 1,800 over 500 clients.
    expect(cpu.perClient.machine).toBeCloseTo(3.6);
    expect(cpu.busySteady).toBeCloseTo(30); // 600 ms of 1 s on 2 cores
    expect(cpu.busyInHerd).toBeCloseTo(75); // 3,000 ms of 2 s on 2 cores
    expect([cpu.herdMs, cpu.steadyMs]).toEqual([2000, 1000]);
  });

  it('counts a process born in the herd whole, and a killed one not at all', () => {
    // The killed node (pid 2) is gone by the end; PostgreSQL forks a backend (pid 9) for the herd.
    const before = reading(0, 0, {
      nodes: [
        [1, 0],
        [2, 0],
      ],
      postgres: [[8, 0]],
    });
    const atKill = reading(1000, 0, {
      nodes: [
        [1, 50],
        [2, 50],
      ],
      postgres: [[8, 10]],
    });
    const back = reading(2000, 0, {
      nodes: [[1, 400]],
      postgres: [
        [8, 20],
        [9, 300],
      ],
    });
    const cpu = herdCpu(before, atKill, back, 100, 2);
    expect(cpu.perClient.nodes).toBeCloseTo((350 - 100) / 100); // both nodes' steady 100 ms/s
    expect(cpu.perClient.postgres).toBeCloseTo((10 + 300 - 10) / 100);
  });

  it('leaves out a part with no process on this machine', () => {
    const empty = (at: number) => reading(at, 0, { nodes: [[1, at]], postgres: [] });
    const cpu = herdCpu(empty(0), empty(1000), empty(2000), 10, 2);
    expect(Object.keys(cpu.perClient).sort()).toEqual(['machine', 'nodes']);
  });

  it('reads this process and the machine from /proc', () => {
    const first = readCpu({ self: () => [process.pid], none: () => [] });
    let spin = 0;
    for (const until = Date.now() + 50; Date.now() < until;) spin += 1;
    const second = readCpu({ self: () => [process.pid], none: () => [] });
    expect(spin).toBeGreaterThan(0);
    expect(second.parts.self!.get(process.pid)).toBeGreaterThanOrEqual(first.parts.self!.get(process.pid)!);
    expect(second.parts.none!.size).toBe(0);
    expect(second.machine).toBeGreaterThan(0);
  });
});
