// "Similar: APP-012 Night theme" under the quick add: cards of the project whose title is like the one being
// typed, so a duplicate is caught before it exists. One click opens the card. Always there (empty when none),
// so a screen reader hears it when cards appear.
import styled from 'styled-components';
import type { SimilarCard } from '../../../../../common/schemas/search';
import { openCard } from '../card/cardHash';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin-top: 6px;
  &:empty {
    margin-top: 0;
  }
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Found = styled.button`
  display: inline-flex;
  gap: 6px;
  max-width: 100%;
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  & > span {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function SimilarCards({ cards }: { cards: readonly SimilarCard[] }) {
  return (
    <Line role="status" aria-live="polite" data-testid="similar-cards">
      {cards.length > 0 ? (
        <>
          Similar:
          {cards.map((card) => (
            <Found key={card.id} type="button" onClick={() => openCard(card.id)}>
              <span>{card.externalId}</span>
              {card.title}
            </Found>
          ))}
        </>
      ) : null}
    </Line>
  );
}
