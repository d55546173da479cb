// GET /api/search (docs/api/search.md): one query across every folder the caller may read — cards, projects,
// folders, use cases, releases and sprints — ranked by PostgreSQL, with where each hit matched and the
// matched words marked as ranges (never HTML). The query's filters are parsed by common/search/query.ts.
import { z } from 'zod';
import type { CardStatus, Impact } from './cards';

export const SEARCH_TEXT_MAX = 200;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 20;

export const SEARCH_MESSAGES = {
  tooLong: `Search text is at most ${SEARCH_TEXT_MAX} characters`,
  limit: `Limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
  /** NUL is refused, as in every other text the app stores (PostgreSQL cannot hold it). */
  nul: 'Search text may not contain the NUL character',
  unknownFilter: (key: string) =>
    `Unknown filter “${key}:” — use status:, impact:, release:, is:unestimated or @name`,
  /** `status:done` → "Unknown status “done” — use backlog, working, ready or accepted". */
  unknownValue: (what: string, value: string, choices: readonly string[]) =>
    `${value ? `Unknown ${what} “${value}”` : `Choose ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}`} — use ${
      choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : choices[0]
    }`,
  unknownIs: (value: string) => `Unknown “is:${value}” — use is:unestimated`,
  noReleaseName: 'Name a release: release:"Spring", or release:future for cards without one',
} as const;

/** The query string of GET /api/search. */
export const searchRequest = z.object({
  q: z.string({ error: 'Search text is required' }).max(SEARCH_TEXT_MAX, SEARCH_MESSAGES.tooLong),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limit })
    .int(SEARCH_MESSAGES.limit)
    .min(1, SEARCH_MESSAGES.limit)
    .max(SEARCH_LIMIT_MAX, SEARCH_MESSAGES.limit)
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchRequest = z.input<typeof searchRequest>;

/** The filters a query may hold besides its words (common/search/query.ts parses them). */
export interface SearchFilters {
  statuses: CardStatus[];
  impacts: Impact[];
  /** Release names, matched case-insensitively ("Future": none). */
  releases: string[];
  /** `is:unestimated`: cards without an estimate. */
  unestimated: boolean;
  /** `@name`: cards whose last change was by a person whose name or e-mail starts with it. */
  changedBy: string[];
}

/** A query as read: its words and its filters. */
export interface ParsedSearch {
  text: string;
  filters: SearchFilters;
}

/** Part of a hit's text, and the [start, end) ranges of it that matched the words (to mark, never as HTML). */
export interface SearchSnippet {
  text: string;
  marks: [number, number][];
}

export type SearchKind = 'card' | 'project' | 'folder' | 'useCase' | 'release' | 'sprint';
/** Where a hit matched: a card's exact id, its title, description or notes; anything else its name. */
export type SearchField = 'id' | 'title' | 'description' | 'notes' | 'name';

interface HitBase {
  kind: SearchKind;
  id: number;
  matched: SearchField;
  snippet: SearchSnippet;
  /** Where it lives, for the palette's second line: "Acme › Product › Mobile App". */
  clientName: string;
  folderId: number;
  folderName: string;
}

export interface CardHit extends HitBase {
  kind: 'card';
  externalId: string;
  title: string;
  status: CardStatus;
  priority: Impact;
  projectId: number;
  projectName: string;
}

export interface ProjectHit extends HitBase {
  kind: 'project';
  name: string;
}

export interface FolderHit extends HitBase {
  kind: 'folder';
  name: string;
}

/** A use case, release or sprint: opens its project. */
export interface ProjectPartHit extends HitBase {
  kind: 'useCase' | 'release' | 'sprint';
  name: string;
  projectId: number;
  projectName: string;
}

export type SearchHit = CardHit | ProjectHit | FolderHit | ProjectPartHit;

/** The answer of GET /api/search: the query as read and its hits, best first. */
export interface SearchResult {
  query: ParsedSearch;
  hits: SearchHit[];
}

// ---- Similar cards: duplicates caught while a title is typed ----

/** Titles shorter than this ask for nothing (every card is "like" two letters). */
export const SIMILAR_TITLE_MIN = 4;

/** The longest title asked about: a card title's own limit. */
export const SIMILAR_TITLE_MAX = 500;
/** Most titles one batch may ask about (a bulk add's lines, an import's rows). */
export const SIMILAR_BATCH_MAX = 500;

export const SIMILAR_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title is at most ${SIMILAR_TITLE_MAX} characters`,
  limit: 'Limit must be a whole number from 1 to 10',
  except: 'Except must be a card id',
  titles: `Titles must be a list of at most ${SIMILAR_BATCH_MAX} titles`,
  blankTitle: 'Each title must have some text',
  batchLimit: 'Limit must be a whole number from 1 to 3',
} as const;

/** GET /api/projects/{id}/similar-cards?title=…&limit=…&except=… */
export const similarCardsRequest = z.object({
  title: z
    .string({ error: SIMILAR_MESSAGES.titleRequired })
    .max(SIMILAR_TITLE_MAX, SIMILAR_MESSAGES.titleTooLong),
  limit: z.coerce
    .number({ error: SIMILAR_MESSAGES.limit })
    .int(SIMILAR_MESSAGES.limit)
    .min(1, SIMILAR_MESSAGES.limit)
    .max(10, SIMILAR_MESSAGES.limit)
    .default(5),
  /** A card never offered: the one whose title the card dialog is editing. */
  except: z
    .string({ error: SIMILAR_MESSAGES.except })
    .regex(/^[1-9]\d{0,9}$/, SIMILAR_MESSAGES.except)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, SIMILAR_MESSAGES.except))
    .optional(),
});

/** POST /api/projects/{id}/similar-cards: many titles at once; the answer holds one list per title, in order. */
export const similarCardsBatchRequest = z.object({
  titles: z
    .array(
      z
        .string({ error: SIMILAR_MESSAGES.titles })
        .trim()
        .min(1, SIMILAR_MESSAGES.blankTitle)
        .max(SIMILAR_TITLE_MAX, SIMILAR_MESSAGES.titleTooLong),
      { error: SIMILAR_MESSAGES.titles },
    )
    .max(SIMILAR_BATCH_MAX, SIMILAR_MESSAGES.titles),
  limit: z
    .number({ error: SIMILAR_MESSAGES.batchLimit })
    .int(SIMILAR_MESSAGES.batchLimit)
    .min(1, SIMILAR_MESSAGES.batchLimit)
    .max(3, SIMILAR_MESSAGES.batchLimit)
    .default(1),
});
export type SimilarCardsBatchRequest = z.input<typeof similarCardsBatchRequest>;

/** A card of the project whose title is like the one typed, most alike first. */
export interface SimilarCard {
  id: number;
  externalId: string;
  title: string;
}

/** The answer of POST …/similar-cards: for each title asked, in order, its most alike cards (often none). */
export type SimilarCardsByTitle = SimilarCard[][];
