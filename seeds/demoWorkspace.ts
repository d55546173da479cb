// The demo workspace of docs/decisions.md: an admin, a member, client Acme, folder Product, projects APP and WEB.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export interface SeededAccount {
  email: string;
  password: string;
  accessLevel: 'admin' | 'user';
}

const STATUSES = ['backlog', 'in-progress', 'ready', 'deployed'] as const;
const IMPACTS = ['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'] as const;

const APP_CARDS = [
  'Sign in with a magic link',
  'Offline mode for the mobile app',
  'Push notifications for mentions',
  'Dark mode',
  'Onboarding checklist',
  'Biometric unlock',
  'In-app feedback form',
  'Share cards to Slack',
  'Home screen widget',
  'Crash reporting dashboard',
  'Faster cold start',
  'Localise into German and French',
  'Export a roadmap as PDF',
  'Keyboard shortcuts for power users',
  'Two-factor authentication',
  'Profile pictures',
];
const WEB_CARDS = [
  'New marketing landing page',
  'Pricing page experiments',
  'SEO metadata for every page',
  'Cookie consent banner',
  'Blog with RSS feed',
  'Customer stories section',
  'Accessible colour contrast audit',
  'Status page',
  'Changelog page',
  'Docs search',
  'Signup funnel analytics',
  'Partner directory',
  'Careers page',
  'Contact sales form',
];

const password = () => randomBytes(9).toString('base64url');

/** Fills an empty database; returns the accounts with their one-time printed passwords. */
export async function seedDemoWorkspace(
  knex: Knex,
  hashPassword: (password: string) => Promise<string>,
): Promise<SeededAccount[]> {
  const accounts: SeededAccount[] = [
    { email: 'admin@cardplan.local', password: password(), accessLevel: 'admin' },
    { email: 'demo@cardplan.local', password: password(), accessLevel: 'user' },
  ];
  await knex.transaction(async (trx) => {
    const [admin, demo] = await trx('users')
      .insert(
        await Promise.all(
          accounts.map(async (account, i) => ({
            email: account.email,
            firstName: i === 0 ? 'Ada' : 'Dana',
            lastName: i === 0 ? 'Admin' : 'Demo',
            accessLevel: account.accessLevel,
            passwordHash: await hashPassword(account.password),
            emailVerified: true,
          })),
        ),
      )
      .returning('id');
    const ownerId = demo.id as string;
    const [client] = await trx('clients')
      .insert({ name: 'Acme', description: 'Demo client', ownerId })
      .returning('id');
    const [folder] = await trx('projects')
      .insert({ name: 'Product', description: 'Everything we ship', clientId: client.id, ownerId })
      .returning('id');
    await trx('folder_shares').insert({
      folderId: folder.id,
      sharedWithEmail: 'admin@cardplan.local',
      sharedWithUserId: admin.id,
      sharedByUserId: ownerId,
      status: 'active',
    });

    for (const [prefix, name, titles] of [
      ['APP', 'Mobile App', APP_CARDS],
      ['WEB', 'Website', WEB_CARDS],
    ] as const) {
      const [project] = await trx('projects')
        .insert({
          name,
          prefix,
          parentId: folder.id,
          clientId: client.id,
          ownerId,
          nextCardNumber: titles.length + 1,
        })
        .returning('id');
      const categories = await trx('categories')
        .insert([
          { name: 'Onboarding', color: '#3B82F6', projectId: project.id },
          { name: 'Collaboration', color: '#10B981', projectId: project.id },
          { name: 'Performance', color: '#F59E0B', projectId: project.id },
        ])
        .returning('id');
      const releases = await trx('releases')
        .insert([
          {
            name: 'Spring launch',
            description: 'First public version',
            startDate: '2026-03-01',
            endDate: '2026-05-31',
            projectId: project.id,
          },
          {
            name: 'Summer update',
            description: 'Polish and growth',
            startDate: '2026-06-01',
            endDate: '2026-08-31',
            projectId: project.id,
          },
        ])
        .returning(['id', 'startDate']);
      const sprints: { id: number; releaseId: number }[] = [];
      for (const release of releases) {
        const month = Number(release.startDate.slice(5, 7));
        const rows = await trx('sprints')
          .insert(
            [1, 2, 3].map((n) => ({
              name: `Sprint ${n}`,
              startDate: `2026-${String(month + n - 1).padStart(2, '0')}-01`,
              endDate: `2026-${String(month + n - 1).padStart(2, '0')}-28`,
              releaseId: release.id,
            })),
          )
          .returning(['id', 'releaseId']);
        sprints.push(...rows);
      }
      await trx('cards').insert(
        titles.map((title, i) => {
          const release = i % 3 === 2 ? undefined : releases[i % 2];
          const sprint = release ? sprints.find((s) => s.releaseId === release.id) : undefined;
          return {
            externalId: `${prefix}-${String(i + 1).padStart(3, '0')}`,
            title,
            description: i % 2 === 0 ? `Why: customers asked for "${title.toLowerCase()}".` : null,
            status: STATUSES[i % STATUSES.length],
            priority: IMPACTS[i % IMPACTS.length],
            order: i + 1,
            projectId: project.id,
            categoryId: i % 4 === 3 ? null : categories[i % categories.length]!.id,
            releaseId: release?.id ?? null,
            sprintId: i % 2 === 0 ? (sprint?.id ?? null) : null,
          };
        }),
      );
    }
    await trx.raw(BASELINE_HISTORY, [folder.id]);
  });
  return accounts;
}

/**
 * What the seed wrote is each thing's version before its first change (history's hidden `baseline` row, as
 * the migration that introduced history wrote for what existed then): without it the first edit of a demo
 * card would show no "from", could not be reverted, and its delete would read "deleted card #16".
 */
const BASELINE_HISTORY = `
  WITH projects_of AS (SELECT p.* FROM projects p WHERE ?::int IN (p.id, p."parentId")),
  things AS (
    SELECT 'project' AS kind, x.id, COALESCE(x."parentId", x.id) AS "folderId", x.id AS "projectId",
           to_jsonb(x) AS data, x."updatedAt" AS at
      FROM projects_of x
    UNION ALL
    SELECT 'card', x.id, COALESCE(p."parentId", p.id), p.id, to_jsonb(x), x."updatedAt"
      FROM cards x JOIN projects_of p ON p.id = x."projectId"
    UNION ALL
    SELECT 'category', x.id, COALESCE(p."parentId", p.id), p.id, to_jsonb(x), x."updatedAt"
      FROM categories x JOIN projects_of p ON p.id = x."projectId"
    UNION ALL
    SELECT 'release', x.id, COALESCE(p."parentId", p.id), p.id, to_jsonb(x), x."updatedAt"
      FROM releases x JOIN projects_of p ON p.id = x."projectId"
    UNION ALL
    SELECT 'sprint', x.id, COALESCE(p."parentId", p.id), p.id, to_jsonb(x), x."updatedAt"
      FROM sprints x JOIN releases r ON r.id = x."releaseId" JOIN projects_of p ON p.id = r."projectId")
  INSERT INTO history ("folderId", "projectId", kind, "entityId", action, data, at, seq)
  SELECT "folderId", "projectId", kind, id, 'baseline', data, at, 0 FROM things`;
