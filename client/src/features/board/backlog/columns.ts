// The backlog table's columns and how they collapse with the width of the view (a container query, so an
// open sidebar counts): Added goes first, then Release and Use case, then Rank and ID (the ID moves into
// the title cell); title, status and impact always stay.
import { css } from 'styled-components';
import type { SortColumn } from '../../../../../common/board/sorting';

export type ColumnKey = 'select' | SortColumn;

export interface SortHeader {
  column: SortColumn;
  label: string;
}

export const SORT_HEADERS: SortHeader[] = [
  { column: 'rank', label: 'Rank' },
  { column: 'id', label: 'ID' },
  { column: 'title', label: 'Title' },
  { column: 'status', label: 'Status' },
  { column: 'impact', label: 'Impact' },
  { column: 'useCase', label: 'Use Case' },
  { column: 'release', label: 'Release' },
  { column: 'added', label: 'Added' },
];

export const CONTAINER = 'backlog';

/** Row heights in px (fixed, so the virtualiser never measures). */
export const ROW_HEIGHT = { card: 44, group: 44, empty: 56, header: 36 } as const;

const widths: Record<ColumnKey, string> = {
  select: '28px',
  rank: '60px',
  id: '84px',
  title: 'minmax(120px, 1fr)',
  status: '88px',
  impact: '92px',
  useCase: 'minmax(96px, 136px)',
  release: 'minmax(80px, 112px)',
  added: '68px',
};

const template = (columns: ColumnKey[]) => columns.map((column) => widths[column]).join(' ');

const hide = (columns: ColumnKey[]) => columns.map((column) => `[data-col='${column}']`).join(', ');

/** On the table wrapper: the column template for the current width and which cells disappear. */
export const tableColumns = css`
  --backlog-columns: ${template(['select', 'rank', 'id', 'title', 'status', 'impact', 'useCase', 'release', 'added'])};
  @container ${CONTAINER} (max-width: 880px) {
    --backlog-columns: ${template(['select', 'rank', 'id', 'title', 'status', 'impact', 'useCase', 'release'])};
    ${hide(['added'])} {
      display: none;
    }
  }
  @container ${CONTAINER} (max-width: 740px) {
    --backlog-columns: ${template(['select', 'rank', 'id', 'title', 'status', 'impact'])};
    ${hide(['added', 'release', 'useCase'])} {
      display: none;
    }
  }
  @container ${CONTAINER} (max-width: 560px) {
    --backlog-columns: 24px minmax(0, 1fr) 78px 52px;
    ${hide(['added', 'rank', 'release', 'id', 'useCase'])} {
      display: none;
    }
    [data-narrow] {
      display: inline;
    }
    [data-wide] {
      display: none;
    }
  }
`;

/** Header and card rows share the grid so their cells line up. */
export const rowGrid = css`
  display: grid;
  grid-template-columns: var(--backlog-columns);
  column-gap: 8px;
  align-items: center;
  padding: 0 12px;
  @container ${CONTAINER} (max-width: 560px) {
    column-gap: 6px;
    padding: 0 8px;
  }
`;
