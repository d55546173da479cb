// Every benchmark figure that has a target is printed the same way: "figure: value (target ≤ X) — met|missed".
// A figure that could not be taken (NaN, null: a tool missing, nothing delivered) reads "not measured".

export type Bound = '≤' | '≥';

const format = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Prints the figure against its target; answers whether it was met (false when not measured). */
export function target(
  figure: string,
  value: number | null,
  bound: Bound,
  limit: number,
  unit = '',
  digits = 1,
): boolean {
  const space = unit && !unit.startsWith('/') && unit !== '%' ? ' ' : '';
  const shown = (n: number, d: number) => `${format(n, d)}${space}${unit}`;
  const goal = `(target ${bound} ${shown(limit, 0)})`;
  if (value === null || !Number.isFinite(value)) {
    console.log(`${figure}: — ${goal} — not measured`);
    return false;
  }
  const met = bound === '≤' ? value <= limit : value >= limit;
  // A miss is never printed as the target itself (799.6/s as "800/s … missed"): more digits until it differs.
  let d = digits;
  while (!met && d < 3 && format(value, d) === format(limit, d)) d += 1;
  console.log(`${figure}: ${shown(value, d)} ${goal} — ${met ? 'met' : 'missed'}`);
  return met;
}
