// bench:import's file: a realistic CSV in our export's columns (common/schemas/export.ts), as a team that
// exported a big backlog and reads it back would drop it. Seeded, so every run reads the same bytes.
import { CARD_STATUS_LABELS, CARD_STATUSES, IMPACTS } from '../common/schemas/cards';
import { CSV_COLUMNS } from '../common/schemas/export';

const USE_CASES = [
  'Onboarding',
  'Billing',
  'Search',
  'Reporting',
  'Notifications',
  'Mobile',
  'Admin',
  'Integrations',
  'Performance',
  'Security',
  'Accessibility',
  'Sharing',
];
/** Six releases of two sprints each: a dozen sprints, a dozen use cases. */
const RELEASES = ['Spring', 'Summer', 'Autumn', 'Winter', 'Next year', 'Someday'].map((name, i) => ({
  name,
  start: `2027-${String(2 * i + 1).padStart(2, '0')}-01`,
  end: `2027-${String(2 * i + 2).padStart(2, '0')}-28`,
}));
const WORDS = (
  'the team wants to see what customers asked for before the next planning meeting and keep every decision ' +
  'in one place so nobody has to search through old mails, a report that loads quickly, an export that opens ' +
  'in a spreadsheet, "quoted" words, commas, and a second line for the details people add later'
).split(' ');

/** A small seeded generator (mulberry32): the same file on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** `rows` cards, descriptions of 200–500 characters (some over two lines), most in a use case and a release. */
export function exportLikeCsv(rows: number): string {
  const random = seeded(28);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sentence = (length: number) => {
    let text = '';
    while (text.length < length) text += (text ? ' ' : '') + pick(WORDS);
    return text.charAt(0).toUpperCase() + text.slice(1) + '.';
  };
  const lines = [CSV_COLUMNS.join(',')];
  for (let n = 1; n <= rows; n++) {
    const release = random() < 0.6 ? pick(RELEASES) : null;
    const description =
      random() < 0.2 ? `${sentence(150)}\n${sentence(150)}` : sentence(200 + Math.floor(random() * 300));
    const cells = [
      'Acme',
      'Product',
      'Backlog',
      `BAK-${String(n).padStart(5, '0')}`,
      `Card ${n}: ${sentence(20 + Math.floor(random() * 60)).slice(0, -1)}`,
      description,
      CARD_STATUS_LABELS[pick(CARD_STATUSES)],
      pick(IMPACTS),
      random() < 0.85 ? pick(USE_CASES) : '',
      release?.name ?? '',
      release?.start ?? '',
      release?.end ?? '',
      release && random() < 0.7 ? `Sprint ${1 + Math.floor(random() * 2)}` : '',
      String(n),
      random() < 0.3 ? sentence(60) : '',
      '2026-11-01T09:00:00.000Z',
      '2026-11-20T17:30:00.000Z',
    ];
    lines.push(cells.map(quote).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
