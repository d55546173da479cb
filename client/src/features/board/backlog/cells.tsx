// Small pieces of a backlog row that carry no behaviour: the use-case chip, the impact, the estimate, the score
// and the added date. Kept to as few DOM nodes as possible: 10,000-card projects render ~40 rows at a time,
// 1,500 nodes at most.
import { format } from 'date-fns/format';
import { memo } from 'react';
import styled from 'styled-components';
import { NO_ESTIMATE_LABEL } from '../../../../../common/board/estimates';
import {
  formatScore,
  inDeck,
  scoreOf,
  type DeckSetting,
  type ScoredCard,
  type ScoringSetting,
} from '../../../../../common/estimation';
import type { Impact } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import { IMPACT_LABELS, ImpactIcon, needsSwatchBorder, visuallyHidden } from '../../../ui';
import { wordList } from '../card/remoteEdits';

const Chip = styled.span<{ $color: string; $border: boolean }>`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  padding: 2px 8px 2px 18px;
  border-radius: ${({ theme }) => theme.radius.full};
  background:
    radial-gradient(circle at 9px 50%, ${({ $color }) => $color} 3.5px, transparent 4px),
    ${({ theme }) => theme.color.bgSubtle};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 16px;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $border, theme }) =>
    $border &&
    `background:
      radial-gradient(circle at 9px 50%, #FFFFFF 3px, ${theme.neutral[400]} 3.5px, transparent 4.5px),
      ${theme.color.bgSubtle};`}
`;

const Unsorted = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** The use case in its colour; white gets a grey ring so it does not vanish. */
export const UseCaseChip = memo(function UseCaseChip({ category }: { category: Category | undefined }) {
  if (!category) return <Unsorted>Unsorted</Unsorted>;
  return (
    <Chip $color={category.color} $border={needsSwatchBorder(category.color)} title={category.name}>
      {category.name}
    </Chip>
  );
});

const ImpactText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
`;

export function ImpactLabel({ impact }: { impact: Impact }) {
  return (
    <ImpactText title={IMPACT_LABELS[impact]}>
      <ImpactIcon impact={impact} />
      <span data-wide="" aria-hidden="true">
        {IMPACT_LABELS[impact]}
      </span>
    </ImpactText>
  );
}

/** MM/dd/yy as on the board (spec 9); '—' for a date the browser cannot read. */
export function addedDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MM/dd/yy');
}

const Figure = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-none] {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  /* An estimate the deck no longer has (its owner changed the deck): kept, and marked. */
  &[data-outside] {
    color: ${({ theme }) => theme.color.textSubtle};
    text-decoration: underline dotted;
    cursor: help;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const NOT_IN_DECK = 'Not in this project’s deck';

/** The card's estimate as stored; one its project's deck does not have is marked, for a screen reader too. */
export function EstimateText({ estimate, deck }: { estimate: string | null; deck: DeckSetting }) {
  if (estimate === null)
    return (
      <Figure data-none="" title={NO_ESTIMATE_LABEL}>
        —
      </Figure>
    );
  const outside = !inDeck(deck, estimate);
  return (
    <Figure data-outside={outside ? '' : undefined} title={outside ? NOT_IN_DECK : undefined}>
      {estimate}
      {outside ? <Hidden> (not in deck)</Hidden> : null}
    </Figure>
  );
}

/** The card's score by its project's model, its formula (and what it lacks) on hover; "—" when it has none. */
export function ScoreText({ card, scoring }: { card: ScoredCard; scoring: ScoringSetting }) {
  const { value, formula, missing } = scoreOf(card, scoring);
  const title = missing.length ? `${formula}\nNeeds ${wordList(missing)}` : formula;
  return (
    <Figure data-none={value === null ? '' : undefined} title={title}>
      {value === null ? '—' : formatScore(value)}
    </Figure>
  );
}
