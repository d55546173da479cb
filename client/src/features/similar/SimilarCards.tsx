// "Similar: APP-012 Night theme": cards of the project whose title is like one being typed (the quick add, the
// card dialog) or listed (a bulk add's lines), so a duplicate is caught before it exists. One click opens the
// card — in a new tab from the card dialog, whose edits it would otherwise drop. The line under a field is always there (empty when none), so a screen reader hears it when cards appear.
import styled from 'styled-components';
import type { SimilarCard } from '../../../../common/schemas/search';
import { cardHash, openCard } from '../board/card/cardHash';

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

/** In a list row: the same words, on the row's own line, not a live region of its own. */
const RowLine = styled(Line)`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.xs};
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
  text-decoration: none;
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

interface SimilarProps {
  cards: readonly SimilarCard[];
  /** Runs before the card opens: a dialog that cannot sit under the card's closes itself. */
  onOpen?: () => void;
  /** The buttons' tooltip, when opening the card does more than open it. */
  hint?: string;
  /** Open the card in a new tab (links), so what is being edited here stays as it is. */
  newTab?: boolean;
}

const NEW_TAB_HINT = 'Opens in a new tab; your edits stay here';

function Buttons({ cards, onOpen, hint, newTab }: SimilarProps) {
  return cards.map((card) => {
    const label = (
      <>
        <span>{card.externalId}</span>
        {card.title}
      </>
    );
    if (newTab)
      return (
        <Found
          key={card.id}
          as="a"
          href={cardHash(card.id)}
          target="_blank"
          rel="noopener noreferrer"
          title={hint ?? NEW_TAB_HINT}
        >
          {label}
        </Found>
      );
    return (
      <Found
        key={card.id}
        type="button"
        title={hint}
        onClick={() => {
          onOpen?.();
          openCard(card.id);
        }}
      >
        {label}
      </Found>
    );
  });
}

/** Under a title field: a live line, empty while no card is like the title. */
export function SimilarCards(props: SimilarProps) {
  return (
    <Line role="status" aria-live="polite" data-testid="similar-cards">
      {props.cards.length > 0 ? (
        <>
          Similar:
          <Buttons {...props} />
        </>
      ) : null}
    </Line>
  );
}

/** Under one title of a list: nothing while no card is like it. */
export function SimilarRow(props: SimilarProps) {
  if (props.cards.length === 0) return null;
  return (
    <RowLine data-testid="similar-row">
      Similar:
      <Buttons {...props} />
    </RowLine>
  );
}
