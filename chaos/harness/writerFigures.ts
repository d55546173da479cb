// Figures of the chaos suite about the writers' outcomes: how many were acknowledged in a stretch of the run,
// and which errors they met, with those that break the house rule (a part down answers 503 with the JSON
// error, never a 500 or a bare page).
import { acknowledged, type Outcome } from './writers';

export function countOutcomes(outcomes: readonly Outcome[], within: (o: Outcome) => boolean = () => true) {
  const picked = outcomes.filter(within);
  return { sent: picked.length, acknowledged: picked.filter(acknowledged).length };
}

/** The errors by kind ("network 2, 503 1", or "none"), and those no part going down may cause. */
export function writerErrors(outcomes: readonly Outcome[]): { summary: string; wrong: string[] } {
  const counts = new Map<string, number>();
  const wrong: string[] = [];
  for (const o of outcomes) {
    if (acknowledged(o)) continue;
    counts.set(String(o.status), (counts.get(String(o.status)) ?? 0) + 1);
    if (typeof o.status !== 'number') continue;
    if ((o.status >= 500 && o.status !== 503) || !o.jsonError)
      wrong.push(
        `${o.kind} ${o.mutationId} answered ${o.status}${o.jsonError ? '' : ' without the JSON error'}`,
      );
  }
  const summary = [...counts].map(([status, n]) => `${status} ×${n}`).join(', ');
  return { summary: summary || 'none', wrong };
}
