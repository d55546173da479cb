// The backlog list: a sticky header and a virtualised body (group headers, cards, empty drop zones) inside
// one scroll container, wrapped in the drag-and-drop context. Only the rows in view (plus a few) exist in
// the DOM, so 10,000 cards render as fast as 30. A card just moved or quick-added is scrolled into view.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { closestCenter, DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import styled from 'styled-components';
import type { PresencePerson } from '../../../../../common/events';
import type { GroupBy } from '../../../../../common/schemas/cards';
import { board } from '../../../store/board';
import { session } from '../../../store/session';
import { clearSelection, setSelected, view } from '../../../store/view';
import { useSpotlightScroll, useWalkedSpotlight, walkedSpotlight } from '../../meeting/useSpotlight';
import { CardRow } from './CardRow';
import { ROW_HEIGHT, rowHeights, tableColumns } from './columns';
import { DragPreview } from './DragPreview';
import { planStep } from './dropPlan';
import { EmptyGroupRow, GroupHeaderRow } from './GroupRows';
import { HeaderRow } from './HeaderRow';
import {
  endPadding,
  rowScrollOffset,
  scrollListTo,
  SELF_SCROLL,
  useNarrowList,
  type RowAlign,
} from './listScroll';
import { performDrop } from './performDrop';
import type { BacklogModel } from './useBacklogModel';
import { useBacklogDnd } from './useBacklogDnd';
import { useSlice } from './useSlice';

const Scroller = styled.div<{ $withScore: boolean }>`
  ${({ $withScore }) => tableColumns($withScore)}
  position: relative;
  flex: 1 1 auto;
  min-height: 160px;
  /* Guard: even in a parent without a bounded height the list stays virtualised. */
  max-height: 100dvh;
  overflow: auto;
  overscroll-behavior: contain;
  /*
   * The list rests with a row's top at the sticky header's bottom edge (scroll snapping, padded by the header),
   * never with a row half under it, where the row's checkbox and handle would sit under the header's own. The
   * same padding keeps what the browser scrolls into view itself (a focused checkbox) clear of the header.
   * While a card is dragged, and while the list scrolls itself to a row boundary (scrollListTo), it scrolls freely.
   */
  scroll-padding-top: ${ROW_HEIGHT.header}px;
  scroll-snap-type: y mandatory;
  &[data-dragging],
  &[${SELF_SCROLL}] {
    scroll-snap-type: none;
  }
  [role='rowgroup'] > * {
    scroll-snap-align: start;
  }
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.xs};
`;

const Body = styled.div`
  position: relative;
`;

interface BacklogTableProps {
  model: BacklogModel;
  groupBy: GroupBy;
  onToggle: (cardId: number, shiftKey: boolean) => void;
  onToggleCollapse: (groupKey: string) => void;
}

const openCard = (cardId: number) => {
  window.location.hash = `#card/${cardId}`;
};

export function BacklogTable({ model, groupBy, onToggle, onToggleCollapse }: BacklogTableProps) {
  const { layout, rankOf, categories, releases, matching, scoring } = model;
  const withScore = scoring.scoringModel !== 'none';
  const { rows } = layout;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const selected = useSlice(view, (s) => s.selected);
  const sort = useSlice(view, (s) => s.sort);
  const customRanking = useSlice(view, (s) => s.customRanking);
  const presence = useSlice(board, (s) => s.presence);
  const me = useSlice(session, (s) => s.user?.id ?? null);
  // After a drop the list may re-sort (custom ranking); keep the moved card in view.
  const follow = useRef<number | null>(null);
  const dnd = useBacklogDnd(layout, groupBy, (cardId) => (follow.current = cardId));
  const narrow = useNarrowList(scrollRef);

  const activeIndex = dnd.activeId === null ? undefined : layout.rowOfCard.get(dnd.activeId);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex === undefined || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const estimateSize = useCallback((index: number) => rowHeights(narrow)[rows[index]!.kind], [rows, narrow]);
  const getItemKey = useCallback((index: number) => rows[index]!.id, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: 6,
    scrollMargin: ROW_HEIGHT.header,
    scrollPaddingStart: ROW_HEIGHT.header,
  });
  // A phone's card rows are taller: the fixed sizes change with the layout.
  useEffect(() => virtualizer.measure(), [narrow, virtualizer]);

  /** Scrolls the list to the card's row; true once the row is in the list's view (see scrollListTo). */
  const scrollToCard = useCallback(
    async (cardId: number, align: RowAlign, behavior: 'auto' | 'smooth' = 'auto') => {
      const index = layout.rowOfCard.get(cardId);
      if (index === undefined) return false;
      const offset = rowScrollOffset(virtualizer, index, align);
      return offset === null || (await scrollListTo(virtualizer, offset, behavior));
    },
    [layout, virtualizer],
  );
  /**
   * The card's row (once drawn) into the page's view as well: the list may sit partly outside the view area or
   * the window (a short screen, a scrolled page), and the list's own scroll only moves the row within the list.
   */
  const revealRow = useCallback((cardId: number, behavior: 'auto' | 'smooth' = 'auto') => {
    const row = scrollRef.current?.querySelector(`[data-card-id="${cardId}"]`);
    row?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior });
  }, []);

  // The card just moved (after a drop or Move up / down), or the first card this tab just added: in view.
  const pending = useRef(new Set<number>());
  useEffect(() => {
    const added = layout.cardIds.find((id) => id < 0 && !pending.current.has(id));
    pending.current = new Set(layout.cardIds.filter((id) => id < 0));
    const cardId = added ?? follow.current;
    follow.current = null;
    if (cardId === null) return;
    void scrollToCard(cardId, 'auto');
    if (added === undefined) return;
    // Also when the list itself is out of view (a short screen): once the row is drawn, the page follows.
    requestAnimationFrame(() => revealRow(cardId));
  }, [layout, scrollToCard, revealRow]);

  // Stable for the memoised rows: it reads the layout of the latest render.
  const latest = useRef({ layout, groupBy });
  latest.current = { layout, groupBy };
  const onMove = useCallback((cardId: number, direction: 'up' | 'down') => {
    const plan = planStep(latest.current.layout, latest.current.groupBy, cardId, direction);
    if (plan.kind === 'none') return;
    void performDrop(plan);
    follow.current = cardId;
  }, []);

  // A meeting's spotlight is brought to the middle of the list for whoever follows or runs it, then into the
  // page's view (unless the spotlight moved on, or they stopped following, while the list scrolled).
  const walked = useWalkedSpotlight();
  const bringSpotlight = async (cardId: number) => {
    if (!(await scrollToCard(cardId, 'center', 'smooth'))) return;
    requestAnimationFrame(() => {
      if (walkedSpotlight() === cardId) revealRow(cardId, 'smooth'); // drawn by now where the list landed
    });
  };
  useSpotlightScroll(
    scrollRef,
    (cardId) => void bringSpotlight(cardId),
    walked === null ? undefined : layout.rowOfCard.get(walked),
  );

  /** Who (other than me) has each card open. */
  const editors = useMemo(() => {
    const map = new Map<number, PresencePerson>();
    for (const person of presence)
      if (person.cardId !== null && person.userId !== me) map.set(person.cardId, person);
    return map;
  }, [presence, me]);

  const selectable = useMemo(() => matching.filter((card) => card.id > 0), [matching]);
  const selectedHere = useMemo(
    () => selectable.filter((card) => selected[card.id]).length,
    [selectable, selected],
  );
  const selection = selectedHere === 0 ? 'none' : selectedHere === selectable.length ? 'all' : 'some';
  const onSelectAll = useCallback(() => {
    if (selection === 'all') clearSelection();
    else setSelected(selectable.map((card) => card.id));
  }, [selection, selectable]);

  const totalSize = virtualizer.getTotalSize();
  const activeCard = dnd.activeId === null ? undefined : board.cards[dnd.activeId];

  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
      accessibility={{ announcements: dnd.announcements }}
      onDragStart={dnd.onDragStart}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
    >
      <SortableContext items={layout.cardIds} strategy={verticalListSortingStrategy}>
        <Scroller
          ref={scrollRef}
          tabIndex={-1}
          role="table"
          aria-label="Backlog"
          aria-rowcount={rows.length + 1}
          data-testid="backlog-list"
          data-dragging={dnd.activeId === null ? undefined : ''}
          $withScore={withScore}
        >
          <HeaderRow
            sort={sort}
            customRanking={customRanking}
            selection={selection}
            selectableCount={selectable.length}
            onSelectAll={onSelectAll}
            withScore={withScore}
          />
          <Body role="rowgroup" style={{ height: totalSize + endPadding(virtualizer, totalSize) }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const top = item.start - ROW_HEIGHT.header;
              const rowIndex = item.index + 2;
              if (row.kind === 'group')
                return (
                  <GroupHeaderRow
                    key={row.id}
                    group={row.group}
                    groupBy={groupBy}
                    top={top}
                    rowIndex={rowIndex}
                    onToggleCollapse={onToggleCollapse}
                  />
                );
              if (row.kind === 'empty')
                return <EmptyGroupRow key={row.id} groupKey={row.groupKey} top={top} rowIndex={rowIndex} />;
              const { card } = row;
              return (
                <CardRow
                  key={row.id}
                  card={card}
                  rank={rankOf.get(card.id) ?? 0}
                  category={card.categoryId === null ? undefined : categories[card.categoryId]}
                  releaseName={(card.releaseId !== null && releases[card.releaseId]?.name) || 'Future'}
                  scoring={scoring}
                  selected={selected[card.id] === true}
                  editor={editors.get(card.id)}
                  top={top}
                  rowIndex={rowIndex}
                  canMoveUp={rows[item.index - 1]?.kind === 'card'}
                  canMoveDown={rows[item.index + 1]?.kind === 'card'}
                  onToggle={onToggle}
                  onOpen={openCard}
                  onMove={onMove}
                />
              );
            })}
          </Body>
        </Scroller>
      </SortableContext>
      <DragOverlay dropAnimation={null}>{activeCard ? <DragPreview card={activeCard} /> : null}</DragOverlay>
    </DndContext>
  );
}
