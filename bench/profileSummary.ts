// Where a CPU profile's time went, by part: idle, garbage collection, V8 and native code, Node's own
// modules, each package under node_modules, and our code by folder (server/http, server/db…). Self time
// of the sampled frames, as shares of the profile and of its busy (non-idle) time.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part a frame belongs to by its own code. */
function partOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) {
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'V8 (compiling, runtime)';
    return 'V8 and native code';
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  const ours = /\/(server|common)\/(?:([^/]+)\/)?/.exec(url);
  if (ours) return `ours: ${ours[1]}${ours[2] && !ours[2].includes('.') ? `/${ours[2]}` : ''}`;
  return 'other';
}

/** Frames that are Node's plumbing, not a caller worth naming: attribution looks past them. */
const PLUMBING = /^(node: internal|node: events|node: net|node: stream|V8 and native code)$/;

/**
 * The part a sample counts for: a native call (a socket write, a hash) is named with the nearest caller that
 * is a package, our code or Node's HTTP (`writev ← pg`): the same call serves PostgreSQL and the answer.
 */
function attribute(profile: Profile): Map<number, string> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const parts = new Map<number, string>();
  for (const node of profile.nodes) {
    const own = partOf(node.callFrame);
    if (own !== 'V8 and native code' || node.callFrame.functionName.startsWith('(')) {
      parts.set(node.id, own);
      continue;
    }
    let caller = parents.get(node.id);
    while (caller !== undefined && PLUMBING.test(partOf(byId.get(caller)!.callFrame)))
      caller = parents.get(caller);
    const from = caller === undefined ? 'V8' : partOf(byId.get(caller)!.callFrame);
    parts.set(node.id, `${node.callFrame.functionName || 'native'} ← ${from}`);
  }
  return parts;
}

export interface ProfileShare {
  part: string;
  ms: number;
  ofAll: number;
  ofBusy: number;
}

/** The parts of one profile, largest first. */
export function summarize(file: string): { totalMs: number; idleShare: number; parts: ProfileShare[] } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const parts = attribute(profile);
  const us = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const part = parts.get(id) ?? 'other';
    us.set(part, (us.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...us.values()].reduce((a, b) => a + b, 0);
  const idle = us.get('idle') ?? 0;
  const shares = [...us.entries()]
    .filter(([part]) => part !== 'idle')
    .map(([part, t]) => ({ part, ms: t / 1000, ofAll: t / total, ofBusy: t / (total - idle) }))
    .sort((a, b) => b.ms - a.ms);
  return { totalMs: total / 1000, idleShare: idle / total, parts: shares };
}

/** The summary as printed lines: the largest `top` parts and the rest together. */
export function summaryLines(title: string, file: string, top = 12): string[] {
  const { totalMs, idleShare, parts } = summarize(file);
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`.padStart(7);
  const lines = [
    `${title}: ${(totalMs / 1000).toFixed(1)} s profiled, idle ${pct(idleShare).trim()}; of the busy time:`,
  ];
  for (const share of parts.slice(0, top)) lines.push(`  ${share.part.padEnd(34)} ${pct(share.ofBusy)}`);
  const rest = parts.slice(top).reduce((sum, share) => sum + share.ofBusy, 0);
  if (rest > 0) lines.push(`  ${'(the rest)'.padEnd(34)} ${pct(rest)}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/profileSummary.ts <file.cpuprofile>');
  console.log(summaryLines(file, file).join('\n'));
}
