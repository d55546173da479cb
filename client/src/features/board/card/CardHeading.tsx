// What the card dialog's header shows (spec 2): a colour dot (the use case's, default grey), the title or
// 'No title', the external id or 'No ID'; and the headers and bodies of its loading / not-found states.
import styled from 'styled-components';
import { DEFAULT_COLOR } from '../../../../../common/schemas/fields';
import type { Card } from '../../../../../common/schemas/cards';
import { Spinner, needsSwatchBorder } from '../../../ui';
import type { OpenCard } from './useOpenCard';

const Dot = styled.span<{ $color: string }>`
  flex: none;
  width: 12px;
  height: 12px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: ${({ $color, theme }) => (needsSwatchBorder($color) ? `inset 0 0 0 1px ${theme.color.borderStrong}` : 'none')};
`;

const Title = styled.span<{ $empty: boolean }>`
  display: block;
  overflow-wrap: anywhere;
  color: ${({ $empty, theme }) => ($empty ? theme.color.textSubtle : 'inherit')};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
`;

const ExternalId = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  letter-spacing: 0.01em;
`;

export function cardHeading({ card, color }: { card: Card; color: string | undefined }) {
  return {
    headerStart: <Dot $color={color ?? DEFAULT_COLOR} aria-hidden="true" data-testid="card-colour-dot" />,
    title: <Title $empty={!card.title}>{card.title || 'No title'}</Title>,
    description: <ExternalId>{card.externalId || 'No ID'}</ExternalId>,
  };
}

type OtherState = Exclude<OpenCard['state'], 'ready' | 'deleted'>;

export function stateHeading(state: OtherState) {
  switch (state) {
    case 'notFound':
      return { title: 'Card not found', description: 'It may have been deleted, or the link is wrong.' };
    case 'failed':
      return { title: "Couldn't load this card", description: 'Check your connection and try again.' };
    default:
      return {
        headerStart: <Dot $color={DEFAULT_COLOR} aria-hidden="true" />,
        title: 'Loading card...',
      };
  }
}

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 220px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function CardStateBody({ state }: { state: OtherState }) {
  if (state === 'loading' || state === 'closed') {
    return (
      <Loading>
        <Spinner size={24} label="Loading card" />
      </Loading>
    );
  }
  // 'Card not found' and the failure say it all in the header.
  return null;
}
