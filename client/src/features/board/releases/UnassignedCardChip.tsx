// An unassigned card on the releases overview: a click or Enter opens its card; it is dragged onto a
// sprint or another release (@dnd-kit; Space picks it up from the keyboard, arrows move, Space drops).
import { useDraggable } from '@dnd-kit/core';
import { type Card, CARD_STATUS_LABELS } from '../../../../../common/schemas/cards';
import { IMPACT_LABELS, ImpactIcon } from '../../../ui';
import { openCard } from '../card/cardHash';
import { cardDragId } from './dropIds';
import { CardChipButton, StatusDot } from './releaseCardStyles';

/** What a feature shows, also drawn under the pointer while dragging. */
export function CardChipContent({ card }: { card: Card }) {
  return (
    <>
      <StatusDot $status={card.status} title={CARD_STATUS_LABELS[card.status]} aria-hidden="true" />
      {/* spaces keep the id and the title two words for the name check (WCAG 2.5.3) */}
      <code>{card.externalId}</code> <span>{card.title}</span>{' '}
      <em title={IMPACT_LABELS[card.priority]}>
        <ImpactIcon impact={card.priority} />
      </em>
    </>
  );
}

export function UnassignedCardChip({ card }: { card: Card }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: cardDragId(card.id) });
  return (
    <CardChipButton
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-card-id={card.id}
      aria-label={`${card.externalId} ${card.title}, ${CARD_STATUS_LABELS[card.status]}`}
      $dragging={isDragging}
      onClick={() => openCard(card.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') openCard(card.id);
        else listeners?.onKeyDown?.(event);
      }}
    >
      <CardChipContent card={card} />
    </CardChipButton>
  );
}
