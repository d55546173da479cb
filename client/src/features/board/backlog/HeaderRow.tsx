// The table's sticky header: select-all for the cards matching the filters, and the sortable column headers
// (spec 4 "Sorting"), Score only under a scoring model. With custom ranking on, the Rank header carries a star
// and the list is in rank order.
import { memo } from 'react';
import styled from 'styled-components';
import type { SortColumn, SortState } from '../../../../../common/board/sorting';
import { sortBy } from '../../../store/view';
import { Checkbox } from '../../../ui';
import { flushButton, ROW_HEIGHT, SORT_HEADERS, rowGrid } from './columns';

const Bar = styled.div`
  ${rowGrid}
  position: sticky;
  top: 0;
  z-index: 2;
  height: ${ROW_HEIGHT.header}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
`;

const SortButton = styled.button<{ $active: boolean }>`
  ${flushButton}
  gap: 4px;
  min-width: 0;
  color: ${({ theme, $active }) => ($active ? theme.color.text : theme.color.textSubtle)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Star = styled.span`
  color: ${({ theme }) => theme.color.warning};
  font-size: 13px;
  letter-spacing: 0;
`;

const Arrow = styled.span`
  font-size: 11px;
  letter-spacing: 0;
`;

interface HeaderRowProps {
  sort: SortState;
  customRanking: boolean;
  /** 'all', 'some' or 'none' of the matching cards are selected. */
  selection: 'all' | 'some' | 'none';
  selectableCount: number;
  onSelectAll: () => void;
  /** Whether the project has a scoring model, so a Score column. */
  withScore: boolean;
}

const ariaSort = (sort: SortState, column: SortColumn) =>
  sort.column !== column ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

export const HeaderRow = memo(function HeaderRow(props: HeaderRowProps) {
  const { sort, customRanking, selection, selectableCount, onSelectAll, withScore } = props;
  const headers = withScore ? SORT_HEADERS : SORT_HEADERS.filter(({ column }) => column !== 'score');
  return (
    <Bar role="row" aria-rowindex={1}>
      <Head role="columnheader" data-col="select">
        <Checkbox
          aria-label="Select all cards"
          checked={selection === 'all'}
          indeterminate={selection === 'some'}
          disabled={selectableCount === 0}
          onChange={onSelectAll}
        />
      </Head>
      {headers.map(({ column, label }) => {
        const active = sort.column === column;
        const starred = column === 'rank' && customRanking;
        return (
          <Head key={column} role="columnheader" data-col={column} aria-sort={ariaSort(sort, column)}>
            <SortButton
              type="button"
              $active={active || starred}
              onClick={() => sortBy(column)}
              title={starred ? 'Custom ranking (drag order)' : `Sort by ${label}`}
            >
              {label}
              {starred ? (
                <Star aria-label="custom ranking">★</Star>
              ) : active ? (
                <Arrow aria-hidden="true">{sort.direction === 'asc' ? '↑' : '↓'}</Arrow>
              ) : null}
            </SortButton>
          </Head>
        );
      })}
    </Bar>
  );
});
