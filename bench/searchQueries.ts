// bench:search's queries, per class, from the seeded data (the same ones every run): words remembered from
// the title of a card the searcher may read ("the card about offline sync"), a common word with a letter
// dropped, a card's external id as shown or in lower case, and filters without words.
import type { Db } from '../server/db/connection';
import { visibleFolderIds } from '../server/db/repos/folderScope';
import { SMALL_WORDS, WORDS } from './searchWords';

export const QUERY_CLASSES = [
  'one word',
  'two words',
  'three words',
  'typo',
  'exact id',
  'filters only',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/** A hit as the route answers it (common/schemas/search.ts), the fields the checks read. */
export interface Hit {
  kind: string;
  matched: string;
  externalId?: string;
  title?: string;
  name?: string;
}

export interface BenchQuery {
  q: string;
  /** Whether the answer holds what the query was made from (a query of filters alone: any answer). */
  found: (hits: Hit[]) => boolean;
}

/** A small seeded generator (mulberry32): the same queries every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const small = new Set(SMALL_WORDS);
const vocabulary = [...new Set([...WORDS, ...SMALL_WORDS])];

/** A common word (of the first 60, 6 letters or more) with one inner letter dropped, that starts no word. */
function typos(): { typo: string; word: string }[] {
  const common = [...new Set(WORDS.slice(0, 60))].filter((w) => w.length >= 6);
  return common.flatMap((word) =>
    Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 1) + word.slice(i + 2))
      .filter((typo) => !vocabulary.some((w) => w.startsWith(typo)))
      .map((typo) => ({ typo, word })),
  );
}

const FILTERS = [
  'status:ready',
  'impact:wow',
  'release:"Spring"',
  'is:unestimated',
  'status:working impact:fix',
  'release:future status:backlog',
];

const titleHas = (words: string[]) => (hits: Hit[]) =>
  hits.some((h) => words.every((w) => `${h.title ?? h.name ?? ''}`.toLowerCase().includes(w)));

/** `perClass` queries of each class, made from cards of the folders `userId` may read. */
export async function buildQueries(
  db: Db,
  userId: string,
  perClass: number,
): Promise<Record<QueryClass, BenchQuery[]>> {
  const cards: { externalId: string; title: string }[] = await db('cards as c')
    .join('projects as p', 'p.id', 'c.projectId')
    .whereIn('p.parentId', visibleFolderIds(db, userId))
    .select('c.externalId', 'c.title')
    .orderByRaw('md5(c.id::text)')
    .limit(perClass * 4);
  const next = random(46);
  const words = (title: string) =>
    title
      .toLowerCase()
      .split(' ')
      .filter((w) => !small.has(w));
  /** `n` consecutive content words of a title (its small words left out), from cards that have them. */
  const remembered = (n: number) => {
    const queries: BenchQuery[] = [];
    for (const card of cards) {
      const content = words(card.title);
      if (content.length < n) continue;
      const from = Math.floor(next() * (content.length - n + 1));
      const picked = content.slice(from, from + n);
      queries.push({ q: picked.join(' '), found: titleHas(picked) });
      if (queries.length === perClass) break;
    }
    return queries;
  };
  const misspelt = typos();
  return {
    'one word': remembered(1),
    'two words': remembered(2),
    'three words': remembered(3),
    typo: Array.from({ length: perClass }, () => {
      const { typo, word } = misspelt[Math.floor(next() * misspelt.length)]!;
      return { q: typo, found: titleHas([word]) };
    }),
    'exact id': cards.slice(0, perClass).map(({ externalId }, i) => ({
      q: i % 2 ? externalId.toLowerCase() : externalId,
      found: (hits) => hits.some((h) => h.matched === 'id' && h.externalId === externalId),
    })),
    'filters only': Array.from({ length: perClass }, (_, i) => ({
      q: FILTERS[i % FILTERS.length]!,
      found: () => true,
    })),
  };
}
