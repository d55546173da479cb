// bench:search's data, made with SQL in one transaction: ten people, 50 folders of 4 projects (200) with
// their use cases, releases and sprints, and 500 cards a project (100,000), written from bench/searchWords.ts.
// The searcher owns 5 folders and is an active member of 15 more (20 of 50: ~40,000 cards they may read); 3
// more invite them but the invitation is pending, and the rest belong to others and are shared among them.
// Cards go in with a plain INSERT, so the search trigger writes each one's searchVector.
import { hashPassword } from '../server/auth/passwords';
import type { Db } from '../server/db/connection';
import { usersRepo } from '../server/db/repos/users';
import { SMALL_WORDS, WORDS } from './searchWords';

export const SEED = {
  folders: 50,
  projectsPerFolder: 4,
  cardsPerProject: 500,
  owned: 5,
  shared: 15,
  pending: 3,
};

export interface Searcher {
  id: string;
  email: string;
  password: string;
}

const OTHERS = ['Olga', 'Theo', 'Ana', 'Ravi', 'Mia', 'Jonas', 'Lea', 'Kofi', 'Ines'];
const FOLDER_WORDS = [
  'Northwind',
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Hooli',
  'Vandelay',
];
const FOLDER_KINDS = ['Retail', 'Health', 'Logistics', 'Finance', 'Media'];
const PRODUCTS = ['Portal', 'Checkout', 'Mobile', 'Insights', 'Booking', 'Support', 'Payroll', 'Fleet'];
const PRODUCT_KINDS = ['App', 'Web', 'API', 'Admin', 'Kiosk'];
const USE_CASES = ['Onboarding', 'Growth', 'Speed', 'Payments', 'Reporting', 'Trust', 'Mobile', 'Sharing'];
const RELEASES = ['Spring', 'Summer', 'Autumn', 'Winter', 'Launch', 'Beta', 'Version 2', 'Holiday'];
const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** The cards of the given projects: a title of 3–8 words, a description (2 in 3), notes (1 in 4). */
const CARDS_SQL = `
  WITH v AS (SELECT ?::int[] AS projects, ?::int AS cards, ?::text[] AS words, ?::text[] AS small),
  p AS (
    SELECT p.id, p.prefix,
           (SELECT array_agg(k.id ORDER BY k.id) FROM categories k WHERE k."projectId" = p.id) AS cats,
           (SELECT array_agg(r.id ORDER BY r.id) FROM releases r WHERE r."projectId" = p.id) AS rels,
           (SELECT array_agg(x.id ORDER BY x."releaseId", x.id)
              FROM sprints x JOIN releases r ON r.id = x."releaseId" WHERE r."projectId" = p.id) AS sprs
      FROM projects p, v WHERE p.id = ANY(v.projects)),
  g AS (SELECT p.*, v.words, v.small, n, now() - random() * interval '90 days' AS at
          FROM p CROSS JOIN v CROSS JOIN generate_series(1, v.cards) AS n),
  -- A word: a small one in 1 of 5 places after the first, else content word k with a chance falling as 1/√k.
  -- Each subquery names g.n, so it is worked out for every card, not once; each string_agg names i, so it
  -- aggregates the subquery's rows (an aggregate of outer columns alone would belong to the outer query).
  t AS (
    SELECT g.*,
           (SELECT string_agg(CASE WHEN i > 1 AND random() < 0.2
                                   THEN g.small[1 + floor(random() * cardinality(g.small))::int]
                                   ELSE g.words[1 + floor(cardinality(g.words) * random() ^ 2)::int] END, ' ')
              FROM generate_series(1, 3 + floor(random() * 6)::int + 0 * g.n) AS i) AS title,
           CASE WHEN random() < 0.67 THEN
             (SELECT string_agg(CASE WHEN i > 0 AND random() < 0.3
                                     THEN g.small[1 + floor(random() * cardinality(g.small))::int]
                                     ELSE g.words[1 + floor(cardinality(g.words) * random() ^ 2)::int] END, ' ')
                FROM generate_series(1, 10 + floor(random() * 26)::int + 0 * g.n) AS i) || '.' END AS description,
           CASE WHEN random() < 0.25 THEN
             (SELECT string_agg(g.words[i - i + 1 + floor(cardinality(g.words) * random() ^ 2)::int], ' ')
                FROM generate_series(1, 4 + floor(random() * 12)::int + 0 * g.n) AS i) END AS notes
      FROM g)
  INSERT INTO cards ("externalId", title, description, notes, status, priority, estimate, "order", "projectId",
                     "categoryId", "releaseId", "sprintId", "createdAt", "updatedAt")
  SELECT t.prefix || '-' || lpad(t.n::text, 3, '0'), upper(left(t.title, 1)) || substr(t.title, 2),
         t.description, t.notes,
         (ARRAY['backlog', 'in-progress', 'ready', 'deployed'])[1 + floor(random() * 4)::int],
         (ARRAY['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'])[1 + floor(random() * 7)::int],
         CASE WHEN random() < 0.6 THEN (ARRAY['1', '2', '3', '5', '8', '13'])[1 + floor(random() * 6)::int] END,
         t.n, t.id,
         CASE WHEN t.n % 7 <> 0 THEN t.cats[1 + t.n % 3] END,
         CASE WHEN t.n % 2 = 0 THEN t.rels[1 + (t.n / 2) % 2] END,
         CASE WHEN t.n % 4 = 0 THEN t.sprs[1 + ((t.n / 2) % 2) * 2 + (t.n / 4) % 2] END,
         t.at - random() * interval '30 days', t.at
    FROM t`;

/** Makes the data; answers the searcher (who signs in with `password`). */
export async function seedSearch(db: Db, tag: string): Promise<Searcher> {
  const password = 'bench-password';
  const email = `searcher-${tag}@example.test`;
  const searcher = await usersRepo.create(db, {
    email,
    firstName: 'Sam',
    lastName: 'Searcher',
    passwordHash: await hashPassword(password),
  });
  await db.transaction(async (trx) => {
    await trx.raw('SELECT setseed(0.46)');
    const others: { id: string; email: string }[] = await trx('users')
      .insert(
        OTHERS.map((firstName) => ({ email: `${firstName.toLowerCase()}-${tag}@example.test`, firstName })),
      )
      .returning(['id', 'email']);
    const people = [{ id: searcher.id, email }, ...others];
    const clients: { id: number; ownerId: string }[] = await trx('clients')
      .insert(people.map((p, i) => ({ name: `${pick(FOLDER_WORDS, i)} Group`, ownerId: p.id })))
      .returning(['id', 'ownerId']);
    // Folder f: the searcher's first, then the others' in turn.
    const ownerOf = (f: number) =>
      f < SEED.owned ? clients[0]! : clients[1 + ((f - SEED.owned) % others.length)]!;
    const folders: { id: number; ownerId: string }[] = await trx('projects')
      .insert(
        Array.from({ length: SEED.folders }, (_, f) => ({
          name: `${pick(FOLDER_WORDS, f)} ${pick(FOLDER_KINDS, Math.floor(f / FOLDER_WORDS.length))}`,
          clientId: ownerOf(f).id,
          ownerId: ownerOf(f).ownerId,
        })),
      )
      .returning(['id', 'ownerId']);
    const shares = folders.flatMap((folder, f) => {
      const toSearcher = f >= SEED.owned && f < SEED.owned + SEED.shared + SEED.pending;
      const to = toSearcher ? people[0]! : people[1 + ((f + 1) % others.length)]!;
      if (to.id === folder.ownerId) return [];
      const active = !toSearcher || f < SEED.owned + SEED.shared;
      return [
        {
          folderId: folder.id,
          sharedWithEmail: to.email,
          sharedWithUserId: active ? to.id : null,
          sharedByUserId: folder.ownerId,
          status: active ? 'active' : 'pending',
          activeFromSeq: active ? 0 : null,
        },
      ];
    });
    await trx('folder_shares').insert(shares);
    const projects: { id: number }[] = await trx('projects')
      .insert(
        folders.flatMap((folder, f) =>
          Array.from({ length: SEED.projectsPerFolder }, (_, j) => {
            const k = f * SEED.projectsPerFolder + j;
            const product = pick(PRODUCTS, k);
            const kind = pick(PRODUCT_KINDS, Math.floor(k / PRODUCTS.length));
            // 40 prefixes for 200 projects: an id such as PORA-013 is in about two projects the searcher reads.
            return {
              name: `${product} ${kind}`,
              prefix: `${product.slice(0, 3)}${kind[0]}`.toUpperCase(),
              parentId: folder.id,
              clientId: ownerOf(f).id,
              ownerId: folder.ownerId,
              nextCardNumber: SEED.cardsPerProject + 1,
            };
          }),
        ),
      )
      .returning('id');
    await trx('categories').insert(
      projects.flatMap((p, k) =>
        [0, 1, 2].map((i) => ({ name: pick(USE_CASES, k + i * 3), projectId: p.id })),
      ),
    );
    const releases: { id: number }[] = await trx('releases')
      .insert(
        projects.flatMap((p, k) => [0, 1].map((i) => ({ name: pick(RELEASES, k * 2 + i), projectId: p.id }))),
      )
      .returning('id');
    await trx('sprints').insert(
      releases.flatMap((r, i) => [1, 2].map((n) => ({ name: `Sprint ${(i % 2) * 2 + n}`, releaseId: r.id }))),
    );
    await trx.raw(CARDS_SQL, [projects.map((p) => p.id), SEED.cardsPerProject, WORDS, SMALL_WORDS]);
  });
  // What autovacuum would do shortly after a bulk load: give the planner the new row counts and word spread.
  await db.raw('ANALYZE');
  return { id: searcher.id, email, password };
}
