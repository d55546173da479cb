// The backlog of the open project (spec 2 "Backlog view"): quick add and Bulk Add, the sticky bulk-action
// bar, and the ranked, grouped, filtered and sorted card list (virtualised, drag to reorder), or the empty
// state that applies. Filters and grouping are set in the sidebar; this view only reads them.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { installRankCleanupOnHide } from '../../../store/actions/ranking';
import {
  clearFilters,
  selectedIds,
  setSelected,
  toggleGroupCollapsed,
  toggleSelected,
  view,
} from '../../../store/view';
import { Button, EmptyState, ListIcon, SearchIcon } from '../../../ui';
import { BacklogTable } from './BacklogTable';
import { BulkActionBar } from './BulkActionBar';
import { BulkAddDialog } from './BulkAddDialog';
import { CONTAINER } from './columns';
import { QuickAdd } from './QuickAdd';
import { rangeBetween } from './rows';
import { useBacklogModel } from './useBacklogModel';
import { useSlice } from './useSlice';

const Root = styled.section`
  container: ${CONTAINER} / inline-size;
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 12px;
  min-height: 0;
  padding: 16px clamp(12px, 2.5vw, 24px) 16px;
`;

const Empty = styled.div`
  flex: 1;
  min-height: 0;
`;

export function BacklogView() {
  const collapsedGroups = useSlice(view, (s) => s.collapsedGroups);
  const collapsed = useMemo(() => new Set(Object.keys(collapsedGroups)), [collapsedGroups]);
  const model = useBacklogModel(collapsed);
  const groupBy = useSlice(view, (s) => s.filters.groupBy);

  useEffect(() => installRankCleanupOnHide(), []);

  // Shift-click selects the range from the last clicked card, in the order shown.
  const order = useRef(model.layout.cardIds);
  order.current = model.layout.cardIds;
  const anchor = useRef<number | null>(null);
  const onToggle = useCallback((cardId: number, shiftKey: boolean) => {
    if (shiftKey && anchor.current !== null) {
      const range = rangeBetween(order.current, anchor.current, cardId).filter((id) => id > 0);
      setSelected([...new Set([...selectedIds(), ...range])]);
    } else toggleSelected(cardId);
    anchor.current = cardId;
  }, []);

  // Escape in the quick add hands the focus to the list (or, with no list, to the view itself).
  const root = useRef<HTMLElement | null>(null);
  const focusList = useCallback(() => {
    const list = root.current?.querySelector<HTMLElement>('[role="table"]');
    (list ?? root.current)?.focus({ preventScroll: true });
  }, []);

  let content;
  if (model.totalCount === 0) {
    content = (
      <Empty>
        <EmptyState
          icon={<ListIcon size={22} />}
          title="No features yet"
          text="Type a title in the box above and press Enter to add your first feature, or use Bulk Add to paste a whole list."
        />
      </Empty>
    );
  } else if (model.matching.length === 0) {
    content = (
      <Empty>
        <EmptyState
          icon={<SearchIcon size={22} />}
          title="No features match your filters"
          text={`None of the ${model.totalCount} features in this project match the search and filters in the sidebar.`}
          action={<Button onClick={clearFilters}>Clear filters</Button>}
        />
      </Empty>
    );
  } else {
    content = (
      <BacklogTable
        model={model}
        groupBy={groupBy}
        onToggle={onToggle}
        onToggleCollapse={toggleGroupCollapsed}
      />
    );
  }

  return (
    <Root ref={root} tabIndex={-1} aria-label="Backlog">
      <QuickAdd onClose={focusList} />
      <BulkActionBar categories={model.categoryList} releases={model.releaseList} deck={model.scoring} />
      {content}
      <BulkAddDialog />
    </Root>
  );
}
