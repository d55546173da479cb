// The value × effort view (docs/glossary.md, docs/estimation.md): the cards the sidebar's filters let
// through, each on the place of its value and estimate in four quadrants, and those that cannot be placed yet
// beside them. A drop or an arrow key sets the card's value and estimate in one undoable write (updateCard);
// every screen sees the card move as the change arrives.
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { activeFilterCount, cardMatcher } from '../../../../common/board/filters';
import { rankCards } from '../../../../common/board/sorting';
import {
  buildMatrix,
  placeFields,
  placementOf,
  placeText,
  stepPlace,
  type MatrixDirection,
  type MatrixPlace,
} from '../../../../common/board/matrix';
import type { Card } from '../../../../common/schemas/cards';
import type { Category } from '../../../../common/schemas/categories';
import type { Release } from '../../../../common/schemas/releases';
import { updateCard } from '../../store/actions/cards';
import { board } from '../../store/board';
import { view } from '../../store/view';
import { useScoringSetting } from '../board/backlog/useScoringSetting';
import { ViewPage } from '../board/releases/viewChrome';
import { useSpotlightScroll } from '../meeting/useSpotlight';
import {
  MatrixLoading,
  MatrixNeedsModel,
  MatrixNoCards,
  MatrixNoMatches,
  MatrixToolbar,
} from './MatrixChrome';
import { LiftedChip, MatrixChipContent } from './MatrixChip';
import { MatrixTable } from './MatrixTable';
import { UnplacedList } from './UnplacedList';
import { useRefocus } from './useRefocus';
import { cardName, useMatrixDnd } from './useMatrixDnd';

/**
 * Matrix and the cards set apart side by side when the view is wide enough (the list as tall as the matrix,
 * scrolling inside), one above the other when not (the page scrolls).
 */
const Body = styled.div`
  container-type: inline-size;
  & > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
    gap: 16px;
  }
  @container (min-width: 900px) {
    & > div {
      grid-template-columns: minmax(0, 1fr) 240px;
      align-items: stretch;
    }
    /* The matrix alone sets the row's height. */
    & > div > section {
      contain: size;
      min-height: 240px;
    }
  }
`;

const EDGES: Record<MatrixDirection, string> = {
  left: 'has the smallest estimate of the deck',
  right: 'has the largest estimate of the deck',
  up: 'has the highest value',
  down: 'has the lowest value',
};

const moveLabel = (fields: { value: number; estimate: string }) =>
  `Move card to value ${fields.value}, estimate ${fields.estimate}`;

export function MatrixView() {
  const snap = useSnapshot(board);
  const { filters } = useSnapshot(view);
  const setting = useScoringSetting();
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement | null>(null);
  const frame = useRef<HTMLDivElement | null>(null);
  const refocus = useRefocus(root);
  useSpotlightScroll(root, (cardId) =>
    root.current
      ?.querySelector(`[data-card-id="${cardId}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center', inline: 'center' }),
  );

  const cardsById = snap.cards as Record<number, Card>;
  const categories = snap.categories as Record<number, Category>;
  const releases = snap.releases as Record<number, Release>;
  // Rank order, so the cards of one place and those set apart read as in the backlog.
  const cards = useMemo(
    () => rankCards(Object.values(cardsById).filter((card) => card.id > 0)).ranked,
    [cardsById],
  );
  const shown = useMemo(() => {
    if (activeFilterCount(filters) === 0) return cards;
    return cards.filter(cardMatcher(filters, Object.values(categories), Object.values(releases)));
  }, [cards, filters, categories, releases]);
  const model = useMemo(() => buildMatrix(setting, shown), [setting, shown]);
  const { axes } = model;

  const place = useCallback(
    (cardId: number, to: MatrixPlace) => {
      const fields = placeFields(axes, to);
      const name = cardName(cardId);
      setStatus(`${name} moved to ${placeText(axes, to)}.`);
      // A refusal puts the card back (and toasts); the line says so too.
      void updateCard(cardId, fields, moveLabel(fields)).then((saved) => {
        if (!saved) setStatus(`${name} could not be moved.`);
      });
    },
    [axes],
  );
  const onStep = useCallback(
    (card: Card, direction: MatrixDirection) => {
      const now = placementOf(axes, card);
      if (!now.placed) return;
      const next = stepPlace(axes, now.place, direction);
      if (!next) {
        setStatus(`${cardName(card.id)} ${EDGES[direction]}.`);
        return;
      }
      refocus(card.id);
      place(card.id, next);
    },
    [axes, place, refocus],
  );
  const dnd = useMatrixDnd(axes, frame, place);

  if (snap.status === 'idle') return null;
  if (snap.status !== 'ready') return <MatrixLoading failed={snap.status === 'error'} />;
  if (setting.scoringModel !== 'valueEffort')
    return <MatrixNeedsModel model={setting.scoringModel} owner={snap.project?.access === 'owner'} />;
  if (cards.length === 0) return <MatrixNoCards />;
  if (shown.length === 0) return <MatrixNoMatches />;

  const placed = shown.length - model.unplaced.length;
  const active = dnd.activeId === null ? undefined : cardsById[dnd.activeId];
  return (
    <ViewPage ref={root}>
      <MatrixToolbar
        placed={placed}
        unplaced={model.unplaced.length}
        cards={cards.length}
        shown={shown.length}
        status={status}
      />
      <DndContext
        {...dnd.context}
        accessibility={{
          announcements: dnd.announcements,
          screenReaderInstructions: {
            draggable:
              'Arrow keys move the card one step: left and right change its estimate, up and down its value. Enter opens it.',
          },
        }}
      >
        <Body>
          <div>
            <MatrixTable ref={frame} model={model} dragging={active !== undefined} onStep={onStep} />
            <UnplacedList unplaced={model.unplaced} />
          </div>
        </Body>
        <DragOverlay dropAnimation={null}>
          {active ? (
            <LiftedChip>
              <MatrixChipContent card={active} />
            </LiftedChip>
          ) : null}
        </DragOverlay>
      </DndContext>
    </ViewPage>
  );
}
