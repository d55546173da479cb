// A planning board for the projector tests: 10 use cases × 6 releases × 60 cards, made through the
// API, spread at random (a fixed seed) so some cells hold several cards and others none, like a real board.
import type { TestClient } from '../../server/test/httpClient';

const USE_CASES: [string, string][] = [
  ['Onboarding', '#22C55E'],
  ['Billing', '#3B82F6'],
  ['Reporting', '#8B5CF6'],
  ['Search', '#F59E0B'],
  ['Notifications', '#EC4899'],
  ['Mobile', '#06B6D4'],
  ['Integrations', '#F97316'],
  ['Admin console', '#6B7280'],
  ['Security & access', '#EF4444'],
  ['Performance', '#84CC16'],
];

const RELEASES: [string, string | null, string | null][] = [
  ['Foundations', '2026-01-05', '2026-02-27'],
  ['Spring launch', '2026-03-02', '2026-04-24'],
  ['Early summer', '2026-05-04', '2026-06-26'],
  ['Summer', '2026-07-06', '2026-08-28'],
  ['Autumn', '2026-09-07', '2026-10-30'],
  ['Moonshots', null, null],
];

const TITLES = [
  'Guided tour for new workspaces',
  'Invoices as PDF',
  'Usage charts per team',
  'Search across all projects',
  'Weekly digest email',
  'Offline mode for the iOS app',
  'Slack integration',
  'Bulk invite members',
  'Single sign-on with SAML',
  'Faster board loading',
  'Import from Trello',
  'Proration on plan changes',
  'Export reports to CSV',
  'Saved searches',
  'Push notifications on mentions',
  'Dark mode on Android',
  'Jira two-way sync',
  'Audit log',
  'Two-factor authentication',
  'Cache project data at the edge',
  'Sample project on sign-up',
  'Tax IDs on invoices',
  'Burn-down chart',
  'Fuzzy matching for typos',
  'Quiet hours',
  'Home screen widget',
  'GitHub pull request links',
  'Custom roles',
  'Session timeout settings',
  'Virtualised lists everywhere',
  'Welcome checklist',
  'Dunning emails for failed payments',
  'Cycle time report',
  'Filters in the command bar',
  'Daily summary notification',
  'Tablet layout',
  'Webhooks for card changes',
  'Usage limits per plan',
  'IP allow lists',
  'Smaller JavaScript bundle',
  'Invite teammates from onboarding',
  'Annual billing discount',
  'Release notes generator',
  'Search inside card descriptions',
  'Notification preferences page',
  'Biometric sign-in',
  'Zapier triggers',
  'Workspace transfer between owners',
  'Password rules for admins',
  'Database query profiling',
  'Empty-state illustrations',
  'Credit card updater',
  'Scheduled report emails',
  'Keyboard-first search',
  'Browser notifications',
  'Share sheet on mobile',
  'Google Drive attachments',
  'Seat management',
  'Security review export',
  'Image lazy loading',
];

const STATUSES = ['backlog', 'in-progress', 'ready', 'deployed'] as const;
const IMPACTS = ['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'] as const;

/** mulberry32: the same "random" board on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlanningBoard {
  useCases: number[];
  releases: number[];
  cards: number[];
}

export async function seedPlanningBoard(
  api: TestClient,
  projectId: number,
  seed = 7,
): Promise<PlanningBoard> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const useCases: number[] = [];
  for (const [name, color] of USE_CASES) {
    useCases.push((await api.post('/api/categories', { name, color, projectId })).body.id as number);
  }
  const releases: number[] = [];
  for (const [name, startDate, endDate] of RELEASES) {
    releases.push(
      (await api.post('/api/releases', { name, startDate, endDate, projectId })).body.id as number,
    );
  }
  const cards: number[] = [];
  for (const title of TITLES) {
    // One in 11 without a use case (Unsorted), one in 7 without a release (Future); earlier releases further on.
    const categoryId = next() < 1 / 11 ? null : pick(useCases);
    const slot = Math.floor(next() * 7);
    const releaseId = slot === 6 ? null : releases[slot]!;
    const status = slot <= 1 ? pick(STATUSES) : pick(STATUSES.slice(0, 2));
    const body = { title, projectId, categoryId, releaseId, status, priority: pick(IMPACTS) };
    const answer = await api.post('/api/cards', body);
    if (answer.status !== 201) throw new Error(`card not created: ${answer.status} ${answer.text}`);
    cards.push(answer.body.id as number);
  }
  return { useCases, releases, cards };
}
