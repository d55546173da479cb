// The search grammar (docs/api/search.md "Query"): every filter, quotes, and hostile characters as words.
import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, type SearchFilters } from '../schemas/search';
import { hasFilters, isNoReleaseName, parseSearch } from './query';
import { searchPieces } from './words';

const none: SearchFilters = { statuses: [], impacts: [], releases: [], unestimated: false, changedBy: [] };

function read(q: string) {
  const result = parseSearch(q);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(q)}: ${result.error}`);
  return result.value;
}
function refusal(q: string) {
  const result = parseSearch(q);
  if (result.ok) throw new Error(`read ${JSON.stringify(q)} as ${JSON.stringify(result.value)}`);
  return result.error;
}

describe('parseSearch: words', () => {
  it('trims and collapses whitespace; no filters', () => {
    expect(read('  offline \t  sync\n ')).toEqual({ text: 'offline sync', filters: none });
    expect(read('')).toEqual({ text: '', filters: none });
    expect(read('   ')).toEqual({ text: '', filters: none });
    expect(hasFilters(read('offline').filters)).toBe(false);
  });

  it('keeps an external id as one word', () => {
    expect(read('APP-013').text).toBe('APP-013');
  });

  it('reads words with colons that are not filters as words', () => {
    expect(read('12:30 APP-013: Note: : a: http://x.test C:\\tmp').text).toBe(
      '12:30 APP-013: Note: : a: http://x.test C:\\tmp',
    );
    expect(read('foo-bar:baz x,status:ready').text).toBe('foo-bar:baz x,status:ready');
  });

  it('keeps quotes outside a filter as plain characters', () => {
    expect(read('say "offline sync"')).toEqual({ text: 'say "offline sync"', filters: none });
  });

  it.each([
    ['quotes', `it's "quoted" 'single'`],
    ['backslashes', String.raw`C:\path \\ \' \"`],
    ['tsquery operators', `a & b | !c (d) <-> e:* f:'x' <2> * :*`],
    ['comparison and LIKE characters', `< > % _ [x] ^$ .*`],
    ['SQL', `'; DROP TABLE cards; --`],
    ['emoji', '🚀 launch 👩‍👩‍👧 ✔︎'],
    ['other scripts', 'Überweisung 東京 مرحبا ẞ'],
    ['a lone @ and a lone colon', '@ :'],
  ])('takes %s as words', (_what, q) => {
    const value = read(q);
    expect(value.text).toBe(q.trim().replace(/\s+/g, ' '));
    expect(value.filters).toEqual(none);
  });

  it('refuses NUL with its message', () => {
    expect(refusal('off\u0000line')).toBe(SEARCH_MESSAGES.nul);
    expect(refusal('\u0000')).toBe(SEARCH_MESSAGES.nul);
  });
});

describe('parseSearch: filters', () => {
  it('status: by value or label, any case, repeatable, each once', () => {
    expect(read('status:ready').filters.statuses).toEqual(['ready']);
    expect(read('status:Working status:in-progress').filters.statuses).toEqual(['in-progress']);
    expect(read('STATUS:accepted status:deployed status:BACKLOG').filters.statuses).toEqual([
      'deployed',
      'backlog',
    ]);
    expect(read('status:"Ready"').filters.statuses).toEqual(['ready']);
  });

  it('impact: the seven values (labels alike), repeatable', () => {
    expect(read('impact:wow impact:TBD impact:Basics').filters.impacts).toEqual(['wow', 'tbd', 'basics']);
    for (const impact of ['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'])
      expect(read(`impact:${impact}`).filters.impacts).toEqual([impact]);
  });

  it('release: a word or a quoted name (spaces kept, collapsed); future: none', () => {
    expect(read('release:Spring').filters.releases).toEqual(['Spring']);
    const spaced = read('release:"Spring  2027" offline');
    expect(spaced).toEqual({ text: 'offline', filters: { ...none, releases: ['Spring 2027'] } });
    expect(read('release:future').filters.releases).toEqual(['future']);
    expect(isNoReleaseName('Future')).toBe(true);
    expect(isNoReleaseName('Spring')).toBe(false);
    expect(read('release:spring release:SPRING').filters.releases).toEqual(['spring']);
  });

  it('release: a quote still open takes the rest (while it is typed)', () => {
    expect(read('offline release:"Spring 20').filters.releases).toEqual(['Spring 20']);
  });

  it('release: a quoted name may hold what would be a filter or a word', () => {
    expect(read('release:"status:ready @ana"')).toEqual({
      text: '',
      filters: { ...none, releases: ['status:ready @ana'] },
    });
  });

  it('is:unestimated', () => {
    expect(read('is:unestimated').filters.unestimated).toBe(true);
    expect(read('IS:Unestimated').filters.unestimated).toBe(true);
  });

  it('@name: a person, repeatable, each once', () => {
    expect(read('@ana offline @Bob @ANA').filters.changedBy).toEqual(['ana', 'Bob']);
    expect(read('@ana@example.test').filters.changedBy).toEqual(['ana@example.test']);
  });

  it('mixes words and filters in any order', () => {
    const value = read('offline status:ready sync impact:wow @ana is:unestimated release:"Q1"');
    expect(value).toEqual({
      text: 'offline sync',
      filters: {
        statuses: ['ready'],
        impacts: ['wow'],
        releases: ['Q1'],
        unestimated: true,
        changedBy: ['ana'],
      },
    });
    expect(hasFilters(value.filters)).toBe(true);
  });

  it('refuses an unknown key with the doc’s message', () => {
    expect(refusal('foo:bar')).toBe(
      'Unknown filter “foo:” — use status:, impact:, release:, is:unestimated or @name',
    );
    expect(refusal('offline Priority:"high"')).toBe(SEARCH_MESSAGES.unknownFilter('Priority'));
    // tsquery's weight syntax reads as a filter key with a value: a clear 400, never tsquery.
    expect(refusal('offline:A')).toBe(SEARCH_MESSAGES.unknownFilter('offline'));
  });

  it('refuses an unknown value, naming the choices', () => {
    expect(refusal('status:done')).toBe('Unknown status “done” — use backlog, working, ready or accepted');
    expect(refusal('impact:huge')).toBe(
      'Unknown impact “huge” — use basics, treat, wow, ask, rush, fix or tbd',
    );
    expect(refusal('is:estimated')).toBe('Unknown “is:estimated” — use is:unestimated');
    expect(refusal('is:')).toBe('Unknown “is:” — use is:unestimated');
  });

  it('refuses a known key without a value, naming the choices', () => {
    expect(refusal('status:')).toBe('Choose a status — use backlog, working, ready or accepted');
    expect(refusal('impact:""')).toBe('Choose an impact — use basics, treat, wow, ask, rush, fix or tbd');
    expect(refusal('release:')).toBe(SEARCH_MESSAGES.noReleaseName);
    expect(refusal('release:"  "')).toBe(SEARCH_MESSAGES.noReleaseName);
  });
});

describe('searchPieces', () => {
  it('keeps runs of letters, marks and digits, in lower case', () => {
    expect(searchPieces(`"Offline-sync" <b> & | ! ( ) : * APP-013 🚀 naïve 東京`)).toEqual([
      'offline',
      'sync',
      'b',
      'app',
      '013',
      'naïve',
      '東京',
    ]);
    expect(searchPieces(`'\\" ! & | ( ) : * < > 🚀`)).toEqual([]);
  });
});
