// The minutes as CSV (download): one row per item, RFC 4180, cells neutralised against CSV injection as
// the export does.
import { lazyPackage } from '../../lazyPackage';
import { voteSpread, voteSubject } from '../../../common/meetings/minutesVote';
import type { Minutes, MinutesVote } from '../../../common/schemas/meetings';
import { neutralise } from '../../export/csvExport';
import { cardSections, isChange, VOTES_TITLE } from './minutesFormat';

const fastCsv = lazyPackage<typeof import('fast-csv')>('fast-csv');

/** Appended, never reordered: a sheet that reads columns by place keeps working (Cause: undo, redo or empty). */
const MINUTES_CSV_COLUMNS = ['Section', 'ID', 'Title', 'From', 'To', 'By', 'Details', 'Cause'] as const;

/** A vote in one cell: the field, who voted what, the most common choice(s) and the spread. */
const voteDetails = (vote: MinutesVote, votes: readonly MinutesVote[]) =>
  [
    `${voteSubject(vote, votes)} vote`,
    vote.ballots.map((ballot) => `${ballot.name}: ${ballot.label}`).join(', ') || 'no votes',
    `most common: ${vote.mostCommon.join(', ') || '—'}`,
    voteSpread(vote),
  ].join('; ');

function minutesRows(minutes: Minutes): string[][] {
  const rows: string[][] = [];
  for (const section of cardSections(minutes))
    for (const item of section.items) {
      const [from, to] = isChange(item) ? [item.from, item.to] : ['', ''];
      rows.push([section.title, item.externalId, item.title, from, to, item.by, '', item.cause ?? '']);
    }
  for (const vote of minutes.votes)
    rows.push([
      VOTES_TITLE,
      vote.externalId,
      vote.title,
      '',
      vote.applied ?? '',
      '',
      voteDetails(vote, minutes.votes),
      '',
    ]);
  return rows;
}

/** UTF-8 text with CRLF rows, quoted only where needed. */
export function minutesCsv(minutes: Minutes): Promise<string> {
  return fastCsv().writeToString(
    [[...MINUTES_CSV_COLUMNS], ...minutesRows(minutes).map((row) => row.map(neutralise))],
    {
      rowDelimiter: '\r\n',
      includeEndRowDelimiter: true,
    },
  );
}
