// SQL of the search (docs/api/search.md): one statement over every folder the caller may read — the
// permission is its first CTE (folderScope.ts visibleFolderIds), never a filter afterwards — finding cards by
// external id, their weighted vector and title trigrams, and projects, folders, use cases, releases and
// sprints by name; ranked by PostgreSQL. What was typed only ever reaches it as bound values, and the tsquery
// is built here from the words' letter-and-digit pieces alone.
import type { Knex } from 'knex';
import type { SearchFilters, SearchKind } from '../../../common/schemas/search';
import { isNoReleaseName } from '../../../common/search/query';
import type { Db } from '../connection';
import { PAST_SQL, pastReader, visibleFolderIds } from './folderScope';

/** What to look for: the words (empty: none), their pieces (common/search/words.ts), the filters. */
export interface SearchInput {
  userId: string;
  text: string;
  pieces: string[];
  filters: SearchFilters;
  /** Only cards (a filter narrows them). */
  cardsOnly: boolean;
  limit: number;
}

/**
 * Tiers, best first: 0 the exact external id; 1 a title or name that starts with the text; 2 the words in the
 * title or name; 3 the words in a card's description or notes (and title); 4 a typo or part of a word (pg_trgm).
 */
export type SearchTier = 0 | 1 | 2 | 3 | 4;

/** One hit as read: what it is, where it lives, and where it matched. */
export interface SearchRow {
  kind: SearchKind;
  id: number;
  /** A card's title, or a thing's name. */
  name: string;
  externalId: string | null;
  status: string | null;
  priority: string | null;
  tier: SearchTier;
  /** A card found in its description or notes: which, and its text. */
  body: 'description' | 'notes' | null;
  bodyText: string | null;
  projectId: number | null;
  projectName: string | null;
  folderId: number;
  folderName: string;
  clientName: string;
}

type Bindings = readonly Knex.RawBinding[];

/**
 * The tsquery text of the pieces (common/search/words.ts: letters, marks and digits only, so nothing in them is
 * tsquery syntax), each quoted, joined by `op`; null for none. The last one, the word being typed, is a prefix
 * from its second character: one letter as a prefix matches nearly every card, to rank them all for nothing.
 */
export function tsqueryOf(pieces: string[], op: ' & ' | ' | '): string | null {
  const last = pieces.length - 1;
  const prefix = (p: string, i: number) => (i === last && [...p].length >= 2 ? ':*' : '');
  return pieces.length ? pieces.map((p, i) => `'${p}'${prefix(p, i)}`).join(op) : null;
}

const inList = (db: Db, column: string, values: readonly string[]) =>
  db.raw(`${column} IN (${values.map(() => '?').join(', ')})`, values as Bindings);

const and = (db: Db, parts: Knex.Raw[]) =>
  parts.length ? db.raw(parts.map(() => '(?)').join(' AND '), parts) : db.raw('true');

/** The person of the card's last change that the caller may read of its history (folderScope.ts PAST_SQL). */
function changedBy(db: Db, names: string[], userId: string): Knex.Raw {
  const person = names.map(
    () =>
      `starts_with(search_fold(u."firstName"), search_fold(?)) OR starts_with(search_fold(u."lastName"), search_fold(?))
      OR starts_with(search_fold(u.email), search_fold(?))`,
  );
  return db.raw(
    `EXISTS (SELECT 1
       FROM (SELECT h."actorId", h.seq, h."folderId" FROM history h
              WHERE h.kind = 'card' AND h."entityId" = c.id AND h."actorId" IS NOT NULL
              ORDER BY h.id DESC LIMIT 1) last
       JOIN users u ON u.id = last."actorId"
       JOIN projects f ON f.id = s."folderId"
      WHERE (${person.join(' OR ')}) AND ${PAST_SQL('last.seq', 'last."folderId"')})`,
    [...names.flatMap((n) => [n, n, n]), ...pastReader(userId)],
  );
}

/** The filters over the card aliased c in the scope row s. */
function cardFilters(db: Db, f: SearchFilters, userId: string): Knex.Raw[] {
  const where: Knex.Raw[] = [];
  if (f.statuses.length) where.push(inList(db, 'c.status', f.statuses));
  if (f.impacts.length) where.push(inList(db, 'c.priority', f.impacts));
  if (f.releases.length) {
    const names = f.releases.filter((n) => !isNoReleaseName(n));
    const either: Knex.Raw[] = [];
    if (names.length < f.releases.length) either.push(db.raw('c."releaseId" IS NULL'));
    if (names.length)
      either.push(
        db.raw('EXISTS (SELECT 1 FROM releases r WHERE r.id = c."releaseId" AND ?)', [
          db.raw(`name_key(r.name) IN (${names.map(() => 'name_key(?)').join(', ')})`, names),
        ]),
      );
    where.push(db.raw(either.map(() => '(?)').join(' OR '), either));
  }
  if (f.unestimated) where.push(db.raw('c.estimate IS NULL'));
  if (f.changedBy.length) where.push(changedBy(db, f.changedBy, userId));
  return where;
}

const CARD_COLUMNS = `'card' AS kind, c.id, c.title AS name, c."externalId", c.status, c.priority,
  s.id AS "projectId", s.name AS "projectName", s."folderId", s."folderName", s."clientName", c."updatedAt" AS at`;
const CARDS_IN_SCOPE = `FROM cards c JOIN scope s ON s.id = c."projectId"`;
const V = 'c."searchVector"';
/** Where a named thing lives (the scope row s). */
const LIVES_IN = 's."folderId", s."folderName", s."clientName"';

/** A name and the SQL of one CTE of the statement. */
type Part = [name: string, sql: Knex.Raw];

/** A title's words, as the index cards_title_words holds them (the A-weighted part of the card's vector). */
const TITLE_WORDS = `to_tsvector('simple'::regconfig, search_fold(c.title))`;

/**
 * A folded title that starts with the folded text, from two characters: a range of cards_project_title_prefix
 * (text_pattern_ops compares bytes, and every text that starts with p sorts from p up to p followed by the last
 * code point), so the index answers it exactly and no row is folded again to check. One letter would be the
 * start of nearly every title.
 */
const TITLE_STARTS = `char_length(search_fold(:text)) >= 2 AND search_fold(c.title) ~>=~ search_fold(:text)
  AND search_fold(c.title) ~<~ (search_fold(:text) || chr(1114111))`;

/**
 * Runs only when no card has the text as its id (then the id is what was meant: no card is looked for by words),
 * and while the arms before it found fewer than `limit` cards: past that, its lower tier cannot place.
 */
function whileShort(db: Db, before: string[], limit: number) {
  const found = before.map((name) => `(SELECT count(*) FROM ${name})`).join(' + ');
  return before.length
    ? db.raw(`NOT EXISTS (SELECT FROM by_id) AND ${found} < ?`, [limit])
    : db.raw('NOT EXISTS (SELECT FROM by_id)');
}

/** Not a card an arm before found: when an arm runs, those before it found fewer than `limit`, so all theirs. */
const notIn = (before: string[]) =>
  before.map((name) => `c.id NOT IN (SELECT id FROM ${name})`).join(' AND ') || 'true';

/**
 * The cards' CTEs. Without words: every card the filters keep, newest change first. With words, one arm a tier,
 * each read through its own index: the exact id (each visible project's (projectId, externalId)); when none
 * has it, a title that starts with the text (cards_project_title_prefix, per visible project), the words in
 * the title (cards_title_words), the words anywhere (cards_search_vector), each only while the arms above it
 * found fewer than `limit` cards (past that a lower tier cannot make the answer); and title trigrams (a typo,
 * part of a word: cards_titled_like() of migration 20261129210000_search_tiers) only when no card was found
 * otherwise — next to cards that have the words, look-alikes are noise, and the trigrams of a few common words
 * are most titles (0.13 s for "menu chat feature" at 100,000 cards). An arm leaves out the cards of the arms
 * above it by their ids, never by working their conditions out again. So a word on half the cards ranks the
 * few hundred whose titles start with it, never all of them.
 */
function cardParts(db: Db, input: SearchInput, all: Knex.Raw): Part[] {
  const filters = and(db, cardFilters(db, input.filters, input.userId));
  const { text, limit } = input;
  if (!text)
    return [
      [
        'by_filters',
        db.raw(
          `SELECT ${CARD_COLUMNS}, 4 AS tier, 0::real AS score ${CARDS_IN_SCOPE}
            WHERE ? ORDER BY c."updatedAt" DESC LIMIT ?`,
          [filters, limit],
        ),
      ],
    ];
  const ranked = (tier: 1 | 2 | 3, where: Knex.Raw, before: string[]) =>
    db.raw(
      `SELECT ${CARD_COLUMNS}, ${tier} AS tier, ts_rank(${V}, ?) AS score ${CARDS_IN_SCOPE}
        WHERE ? AND (?) AND ${notIn(before)} AND ? ORDER BY score DESC, at DESC LIMIT ?`,
      [all, whileShort(db, before, limit), where, filters, limit],
    );
  return [
    [
      'by_id',
      db.raw(
        `SELECT ${CARD_COLUMNS}, 0 AS tier, 1::real AS score ${CARDS_IN_SCOPE}
          WHERE c."externalId" IN (?, upper(?)) AND ?`,
        [text, text, filters],
      ),
    ],
    ['by_prefix', ranked(1, db.raw(TITLE_STARTS, { text }), [])],
    ['by_title', ranked(2, db.raw(`${TITLE_WORDS} @@ ?`, [all]), ['by_prefix'])],
    ['by_body', ranked(3, db.raw(`${V} @@ ?`, [all]), ['by_prefix', 'by_title'])],
    [
      'by_typo',
      db.raw(
        `SELECT ${CARD_COLUMNS}, 4 AS tier, t.score
           FROM cards_titled_like(?, ARRAY(SELECT id FROM scope)) t
           JOIN cards c ON c.id = t.id JOIN scope s ON s.id = c."projectId"
          WHERE ? AND ${notIn(TIERS_ABOVE_TYPOS)} AND ?
          ORDER BY score DESC, at DESC LIMIT ?`,
        [text, whileShort(db, TIERS_ABOVE_TYPOS, 1), filters, limit],
      ),
    ],
  ];
}

const TIERS_ABOVE_TYPOS = ['by_prefix', 'by_title', 'by_body'];

/**
 * The name of every folder, project, use case, release and sprint in scope, with what each hit needs. OFFSET 0
 * keeps the name conditions outside it: they are worked out for what the caller may read, not whole tables
 * (no index of names: see the migration), each name folded once.
 */
const NAMED = `(
  SELECT CASE WHEN s."parentId" IS NULL THEN 'folder' ELSE 'project' END AS kind, s.id, s.name,
         CASE WHEN s."parentId" IS NOT NULL THEN s.id END AS "projectId",
         CASE WHEN s."parentId" IS NOT NULL THEN s.name END AS "projectName", s."updatedAt" AS at, ${LIVES_IN}
    FROM scope s
  UNION ALL SELECT 'useCase', k.id, k.name, s.id, s.name, k."updatedAt", ${LIVES_IN}
    FROM categories k JOIN scope s ON s.id = k."projectId"
  UNION ALL SELECT 'release', r.id, r.name, s.id, s.name, r."updatedAt", ${LIVES_IN}
    FROM releases r JOIN scope s ON s.id = r."projectId"
  UNION ALL SELECT 'sprint', x.id, x.name, s.id, s.name, x."updatedAt", ${LIVES_IN}
    FROM sprints x JOIN releases r ON r.id = x."releaseId" JOIN scope s ON s.id = r."projectId"
  OFFSET 0) named`;

function nameHits(db: Db, input: SearchInput, all: Knex.Raw): Knex.Raw {
  const { text } = input;
  return db.raw(
    `SELECT n.kind, n.id, n.name, NULL AS "externalId", NULL AS status, NULL AS priority, n."projectId",
            n."projectName", n."folderId", n."folderName", n."clientName", n.at,
            CASE WHEN starts_with(n.folded, search_fold(?)) THEN 1
                 WHEN strpos(n.folded, search_fold(?)) > 0 OR to_tsvector('simple'::regconfig, n.folded) @@ ? THEN 2
                 ELSE 4 END AS tier,
            word_similarity(search_fold(?), n.folded) AS score
       FROM (SELECT *, search_fold(name) AS folded FROM ${NAMED} OFFSET 0) n
      WHERE strpos(n.folded, search_fold(?)) > 0 OR search_fold(?) <% n.folded
      ORDER BY tier, score DESC, at DESC LIMIT ?`,
    [text, text, all, text, text, text, input.limit],
  );
}

export const searchRepo = {
  /** The best `limit` hits, best first (tier, then rank or similarity, then the most recently changed). */
  async find(db: Db, input: SearchInput): Promise<SearchRow[]> {
    const all = db.raw(`to_tsquery('simple'::regconfig, ?)`, [tsqueryOf(input.pieces, ' & ')]);
    const any = db.raw(`to_tsquery('simple'::regconfig, ?)`, [tsqueryOf(input.pieces, ' | ')]);
    const parts = cardParts(db, input, all);
    if (input.text && !input.cardsOnly) parts.push(['by_name', nameHits(db, input, all)]);
    const { rows } = await db.raw(
      `WITH scope AS MATERIALIZED (
         SELECT p.id, p.name, p."parentId", p."updatedAt",
                f.id AS "folderId", f.name AS "folderName", cl.name AS "clientName"
           FROM projects f JOIN clients cl ON cl.id = f."clientId"
           JOIN projects p ON p."parentId" = f.id OR p.id = f.id
          WHERE f.id IN ?),
       ${parts.map(([name]) => `${name} AS (?),`).join('\n       ')}
       hits AS (
         SELECT * FROM (${parts.map(([name]) => `SELECT * FROM ${name}`).join(' UNION ALL ')}) found
          ORDER BY tier, score DESC, at DESC, kind, id LIMIT ?)
       SELECT h.kind, h.id, h.name, h."externalId", h.status, h.priority, h.tier, h."projectId", h."projectName",
              h."folderId", h."folderName", h."clientName", b.body, b.text AS "bodyText"
         FROM hits h
         LEFT JOIN LATERAL (
           SELECT CASE WHEN ts_filter(${V}, '{b}') @@ ? THEN 'description' ELSE 'notes' END AS body,
                  CASE WHEN ts_filter(${V}, '{b}') @@ ? THEN c.description ELSE c.notes END AS text
             FROM cards c WHERE h.kind = 'card' AND h.tier = 3 AND c.id = h.id) b ON true
        ORDER BY h.tier, h.score DESC, h.at DESC, h.kind, h.id`,
      [visibleFolderIds(db, input.userId), ...parts.map(([, sql]) => sql), input.limit, any, any],
    );
    return rows as SearchRow[];
  },
};
