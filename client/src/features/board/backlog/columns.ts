// The backlog table's columns and how they collapse with the width of the view (a container query, so an
// open sidebar counts): Estimate and Score go first, then Added, then Release and Use case, then the ID (it
// moves into the title cell). Score is a column only under a scoring model. A phone (NARROW_MAX) keeps select,
// rank with its drag handle, a title on up to two lines with the status and impact under it, and Move up /
// Move down; its rows are taller (ROW_HEIGHT_NARROW).
import { css } from 'styled-components';
import type { SortColumn } from '../../../../../common/board/sorting';
import { CARD_FIELD_LABELS } from '../../../../../common/cardFields';
import { SCORE_LABEL } from '../../../../../common/estimation';

/** The computed column's heading (no card field: a score is never stored). */

export type ColumnKey = 'select' | SortColumn;

export interface SortHeader {
  column: SortColumn;
  label: string;
}

export const SORT_HEADERS: SortHeader[] = [
  { column: 'rank', label: CARD_FIELD_LABELS.order },
  { column: 'id', label: 'ID' },
  { column: 'title', label: CARD_FIELD_LABELS.title },
  { column: 'status', label: CARD_FIELD_LABELS.status },
  { column: 'impact', label: CARD_FIELD_LABELS.impact },
  { column: 'estimate', label: CARD_FIELD_LABELS.estimate },
  { column: 'score', label: SCORE_LABEL },
  { column: 'useCase', label: CARD_FIELD_LABELS.category },
  { column: 'release', label: CARD_FIELD_LABELS.release },
  { column: 'added', label: 'Added' },
];

export const CONTAINER = 'backlog';

/** Row heights in px (fixed, so the virtualiser never measures). */
export const ROW_HEIGHT = { card: 44, group: 44, empty: 56, header: 36 } as const;
/** The list's width (px) up to which it takes the phone layout. */
export const NARROW_MAX = 560;
const ROW_HEIGHT_NARROW = { ...ROW_HEIGHT, card: 68 } as const;
export const rowHeights = (narrow: boolean) => (narrow ? ROW_HEIGHT_NARROW : ROW_HEIGHT);

const widths: Record<ColumnKey, string> = {
  select: '28px',
  rank: '60px',
  id: '84px',
  title: 'minmax(120px, 1fr)',
  status: '88px',
  impact: '92px',
  estimate: '84px',
  score: '64px',
  useCase: 'minmax(96px, 136px)',
  release: 'minmax(80px, 112px)',
  added: '68px',
};

const template = (columns: ColumnKey[]) => columns.map((column) => widths[column]).join(' ');

const hide = (columns: readonly (ColumnKey | 'move')[]) =>
  columns.map((column) => `[data-col='${column}']`).join(', ');

/** The Score column's width and its gap: the room each break needs beyond a table without it. */
const SCORE_ROOM = 72;

/**
 * On the table wrapper: the column template for the current width and which cells disappear. Estimate and
 * Score go first (972 px holds every column, Score's room more with one), so the columns before them keep
 * their breaks: Added next (at 880 px), then Release and Use case.
 */
export function tableColumns(withScore: boolean) {
  const columns = (keys: ColumnKey[]) => template(withScore ? keys : keys.filter((key) => key !== 'score'));
  const room = withScore ? SCORE_ROOM : 0;
  return css`
    --backlog-columns: ${columns(['select', 'rank', 'id', 'title', 'status', 'impact', 'estimate', 'score', 'useCase', 'release', 'added'])};
    @container ${CONTAINER} (max-width: ${972 + room}px) {
      --backlog-columns: ${columns(['select', 'rank', 'id', 'title', 'status', 'impact', 'useCase', 'release', 'added'])};
      ${hide(['estimate', 'score'])} {
        display: none;
      }
    }
    @container ${CONTAINER} (max-width: 880px) {
      --backlog-columns: ${columns(['select', 'rank', 'id', 'title', 'status', 'impact', 'useCase', 'release'])};
      ${hide(['added', 'estimate', 'score'])} {
        display: none;
      }
    }
    @container ${CONTAINER} (max-width: 740px) {
      --backlog-columns: ${columns(['select', 'rank', 'id', 'title', 'status', 'impact'])};
      ${hide(['added', 'estimate', 'score', 'release', 'useCase'])} {
        display: none;
      }
    }
    ${hide(['move'])} {
      display: none;
    }
    @container ${CONTAINER} (max-width: ${NARROW_MAX}px) {
      /* The header: Title, Status and Impact side by side over the title, which shows all three; card rows place
         their cells in two lines (narrowCardGrid). */
      --backlog-columns: 24px 52px auto auto auto minmax(0, 1fr);
      ${hide(['added', 'estimate', 'score', 'release', 'id', 'useCase'])} {
        display: none;
      }
      [data-col='move'] {
        display: flex;
      }
      [data-narrow] {
        display: inline;
      }
      [data-wide] {
        display: none;
      }
    }
  `;
}

const NARROW_AREAS = ['select', 'rank', 'title', 'status', 'impact', 'move'] as const;

/** A card row on a phone: the title (two lines at most) above its status and impact, Move up / down at the end. */
export const narrowCardGrid = css`
  @container ${CONTAINER} (max-width: ${NARROW_MAX}px) {
    height: ${ROW_HEIGHT_NARROW.card}px;
    grid-template-columns: 24px 52px auto auto minmax(0, 1fr) 40px;
    grid-template-rows: auto auto;
    grid-template-areas:
      'select rank title title title move'
      'select rank status impact . move';
    align-content: center;
    row-gap: 2px;
    ${NARROW_AREAS.map((column) => `[data-col='${column}'] { grid-area: ${column}; }`).join('\n')}
  }
`;

/** A button in a header or cell whose text lines up with its column's (it reaches 6 px left of the column). */
export const flushButton = css`
  display: inline-flex;
  align-items: center;
  height: 26px;
  margin-left: -6px;
  padding: 0 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
`;

/** Header and card rows share the grid so their cells line up. */
export const rowGrid = css`
  display: grid;
  grid-template-columns: var(--backlog-columns);
  column-gap: 8px;
  align-items: center;
  padding: 0 12px;
  @container ${CONTAINER} (max-width: ${NARROW_MAX}px) {
    column-gap: 6px;
    padding: 0 8px;
  }
`;
