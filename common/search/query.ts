// The search query's grammar (docs/api/search.md "Query"), one for the server and the palette: words, and
// filters that narrow the cards — status:, impact:, release:, is:unestimated and @name.
import {
  CARD_STATUSES,
  CARD_STATUS_LABELS,
  IMPACTS,
  IMPACT_LABELS,
  type CardStatus,
  type Impact,
} from '../cardFields/choices';
import { SEARCH_MESSAGES, type ParsedSearch, type SearchFilters } from '../schemas/search';

export type ParseSearchResult = { ok: true; value: ParsedSearch } | { ok: false; error: string };

/** `release:future`: cards without a release (the board's "Future" group). */
export const NO_RELEASE_NAME = 'future';
export const isNoReleaseName = (name: string) => name.toLowerCase() === NO_RELEASE_NAME;

/** Each status by its value and by its label, in lower case. */
const STATUS_WORDS = new Map<string, CardStatus>(
  CARD_STATUSES.flatMap((s) => [
    [s, s],
    [CARD_STATUS_LABELS[s].toLowerCase(), s],
  ]),
);
const IMPACT_WORDS = new Map<string, Impact>(
  IMPACTS.flatMap((i) => [
    [i, i],
    [IMPACT_LABELS[i].toLowerCase(), i],
  ]),
);
/** The choices an unknown value's message names: the words on screen. */
const STATUS_CHOICES = CARD_STATUSES.map((s) => CARD_STATUS_LABELS[s].toLowerCase());
const IMPACT_CHOICES = IMPACTS.map((i) => IMPACT_LABELS[i].toLowerCase());

/**
 * One token at a time: `key:"quoted value"` (the closing quote may be missing while it is typed), `key:value`
 * (a value starts with a letter or digit), `key:` alone, `@name`, or a word. A key is letters only, so `12:30`,
 * `APP-013:`, `C:\path`, `e:*` and `:` are words; so is a word ending in a colon whose key is not a filter
 * (`Note:`).
 */
const TOKEN = /([A-Za-z]+):(?:"([^"]*)"?|([\p{L}\p{N}]\S*)|(?=\s|$))|@(\S+)|(\S+)/gu;

const emptyFilters = (): SearchFilters => ({
  statuses: [],
  impacts: [],
  releases: [],
  unestimated: false,
  changedBy: [],
});

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

const addOnce = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value);
};
const addName = (list: string[], name: string) => {
  if (!list.some((n) => n.toLowerCase() === name.toLowerCase())) list.push(name);
};

/** Applies `key:value` to the filters; an error message when the key or value is unknown. */
function applyFilter(filters: SearchFilters, key: string, raw: string): string | null {
  const value = collapse(raw);
  const lower = value.toLowerCase();
  switch (key.toLowerCase()) {
    case 'status': {
      const status = STATUS_WORDS.get(lower);
      if (!status) return SEARCH_MESSAGES.unknownValue('status', value, STATUS_CHOICES);
      addOnce(filters.statuses, status);
      return null;
    }
    case 'impact': {
      const impact = IMPACT_WORDS.get(lower);
      if (!impact) return SEARCH_MESSAGES.unknownValue('impact', value, IMPACT_CHOICES);
      addOnce(filters.impacts, impact);
      return null;
    }
    case 'release':
      if (!value) return SEARCH_MESSAGES.noReleaseName;
      addName(filters.releases, value);
      return null;
    case 'is':
      if (lower !== 'unestimated') return SEARCH_MESSAGES.unknownIs(value);
      filters.unestimated = true;
      return null;
    default:
      return SEARCH_MESSAGES.unknownFilter(key);
  }
}

const FILTER_KEYS = new Set(['status', 'impact', 'release', 'is']);

/** Reads a query: its words (trimmed, whitespace collapsed) and its filters, or the message of a 400. */
export function parseSearch(q: string): ParseSearchResult {
  if (q.includes('\u0000')) return { ok: false, error: SEARCH_MESSAGES.nul };
  const filters = emptyFilters();
  const words: string[] = [];
  for (const [token, key, quoted, plain, name, word] of q.matchAll(TOKEN)) {
    if (word !== undefined) words.push(word);
    else if (name !== undefined) addName(filters.changedBy, name);
    else if (quoted === undefined && plain === undefined && !FILTER_KEYS.has(key!.toLowerCase()))
      words.push(token);
    else {
      const error = applyFilter(filters, key!, quoted ?? plain ?? '');
      if (error) return { ok: false, error };
    }
  }
  return { ok: true, value: { text: words.join(' '), filters } };
}

/** Whether any filter narrows the cards (then only cards are searched). */
export const hasFilters = (f: SearchFilters) =>
  f.statuses.length > 0 ||
  f.impacts.length > 0 ||
  f.releases.length > 0 ||
  f.unestimated ||
  f.changedBy.length > 0;
