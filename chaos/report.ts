// What a chaos scenario returns and how `npm run chaos` prints it: one row per scenario, its figures and
// checks, pass only when every check holds.
export interface Check {
  label: string;
  ok: boolean;
  /** What was seen, when it failed (the first problems found). */
  detail?: string;
}

export interface ScenarioResult {
  scenario: string;
  /** Measured figures, in the order printed: label → value with its unit. */
  figures: [label: string, value: string][];
  checks: Check[];
}

export const check = (label: string, ok: boolean, problems: readonly string[] = []): Check => ({
  label,
  ok,
  ...(ok || !problems.length ? {} : { detail: problems.slice(0, 5).join('; ') }),
});

export const passed = (result: ScenarioResult) => result.checks.every((c) => c.ok);

/** The checks that failed, as lines a test can compare with []. */
export const failures = (result: ScenarioResult) =>
  result.checks.filter((c) => !c.ok).map((c) => `${c.label}${c.detail ? `: ${c.detail}` : ''}`);

export const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The whole run as a Markdown table (one row per scenario) followed by every failed check. */
export function formatResults(results: readonly ScenarioResult[]): string {
  const rows = results.map((r) => [
    r.scenario,
    r.figures.map(([label, value]) => `${label} ${value}`).join('; '),
    passed(r) ? 'pass' : 'FAIL',
  ]);
  const header = ['scenario', 'figures', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const out = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
  for (const r of results) for (const failure of failures(r)) out.push(`FAIL ${r.scenario}: ${failure}`);
  return out.join('\n');
}
