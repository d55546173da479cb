// `tsx bench/blame.ts <file.cpuprofile> <loop-blocks-pid.json> [minMs]`: for each event-loop block that
// bench/loopBlocks.ts recorded (over minMs, 30 by default), the functions the CPU profile sampled inside it:
// by self time, and our own (server/, common/) by inclusive time. How bench:import's slow reads were traced.
import fs from 'node:fs';
import type { LoopBlock } from './loopBlocks';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [profileFile, blocksFile, minMs = '30'] = process.argv.slice(2);
if (!profileFile || !blocksFile) throw new Error('usage: tsx bench/blame.ts <profile> <blocks> [minMs]');
const profile = JSON.parse(fs.readFileSync(profileFile, 'utf8')) as Profile;
const blocks = JSON.parse(fs.readFileSync(blocksFile, 'utf8')) as LoopBlock[];

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const nameOf = ({ callFrame: f }: ProfileNode) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*?\/(server|common|node_modules)\//, '$1/')}:${f.lineNumber + 1}`;
const isOurs = ({ callFrame: f }: ProfileNode) =>
  /\/(server|common)\//.test(f.url) && !f.url.includes('node_modules');

let at = profile.startTime;
const samples = profile.samples.map((id, i) => {
  at += profile.timeDeltas[i]!;
  return { id, at, us: profile.timeDeltas[i + 1] ?? 0 };
});

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`)
    .join('\n');

for (const block of blocks) {
  const from = block.endUs - block.ms * 1000;
  if (block.ms < Number(minMs) || from < profile.startTime || block.endUs > profile.endTime) continue;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const sample of samples) {
    if (sample.at < from || sample.at > block.endUs) continue;
    const name = nameOf(nodes.get(sample.id)!);
    self.set(name, (self.get(name) ?? 0) + sample.us);
    const counted = new Set<string>();
    for (let id: number | undefined = sample.id; id !== undefined; id = parents.get(id)) {
      const node = nodes.get(id)!;
      const ours = nameOf(node);
      if (!isOurs(node) || counted.has(ours)) continue;
      counted.add(ours);
      inclusive.set(ours, (inclusive.get(ours) ?? 0) + sample.us);
    }
  }
  const since = ((from - profile.startTime) / 1e6).toFixed(2);
  console.log(`\nblock of ${block.ms} ms, ${since} s into the profile\n  self:\n${top(self, 6)}`);
  console.log(`  ours, inclusive:\n${top(inclusive, 6)}`);
}
