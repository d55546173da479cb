// Whole numbers in messages as toLocaleString('en-US') writes them ("10,000"), without ICU: a number
// formatted through ICU while the server loads maps ~5 MB of ICU's data into every idle server (bench:start).

/** `thousands(10000)` → "10,000"; a fraction is kept as it is (`thousands(1234.5)` → "1,234.5"). */
export function thousands(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction === undefined ? '' : `.${fraction}`);
}
