// The first cards of the file as they will be created: rank, title, description, status, impact, use case,
// release and sprint; a title like a card the project has is marked "Looks like APP-012" (the card's title in
// its tooltip). On a phone the table scrolls sideways inside its frame; the dialog itself does not.
import styled from 'styled-components';
import { CARD_FIELD_LABELS } from '../../../../common/cardFields';
import { CARD_DEFAULTS, CARD_STATUS_LABELS } from '../../../../common/schemas/cards';
import type { ImportCardInput } from '../../../../common/schemas/imports';
import { Badge, IMPACT_EMOJI, IMPACT_LABELS } from '../../ui';
import type { SimilarOf } from '../similar/useSimilarTitles';
import { plural } from '../../../../common/plural';

/** How many cards the preview shows; the summary counts them all. */
const PREVIEW_ROWS = 20;

const Frame = styled.div`
  max-height: min(22rem, 45vh);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 820px;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    padding: 8px 10px;
    caption-side: bottom;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-align: left;
  }
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    padding: 7px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }
  td {
    max-width: 220px;
    padding: 7px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: top;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const Rank = styled.td`
  width: 1%;
  color: ${({ theme }) => theme.color.textSubtle} !important;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Title = styled.td`
  min-width: 180px;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/** Under the title, on a line of its own. */
const LooksLike = styled(Badge)`
  display: flex;
  width: fit-content;
  margin-top: 4px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
`;

const none = <Muted>—</Muted>;
const text = (value: string | null | undefined) => (value && value.trim() ? value : none);

export interface PreviewTableProps {
  /** The cards in the order they will be ranked (only the first PREVIEW_ROWS are drawn). */
  cards: readonly ImportCardInput[];
  /** The project's cards like a title (an import into an existing project); none marks nothing. */
  similarOf?: SimilarOf;
}

export function PreviewTable({ cards, similarOf }: PreviewTableProps) {
  const shown = cards.slice(0, PREVIEW_ROWS);
  return (
    <Frame tabIndex={0} role="region" aria-label="Preview of the cards">
      <Table>
        {cards.length > shown.length ? (
          <caption>
            The first {shown.length} of {plural(cards.length, 'card')}
          </caption>
        ) : null}
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{CARD_FIELD_LABELS.title}</th>
            <th scope="col">{CARD_FIELD_LABELS.description}</th>
            <th scope="col">{CARD_FIELD_LABELS.status}</th>
            <th scope="col">{CARD_FIELD_LABELS.impact}</th>
            <th scope="col">{CARD_FIELD_LABELS.category}</th>
            <th scope="col">{CARD_FIELD_LABELS.release}</th>
            <th scope="col">{CARD_FIELD_LABELS.sprint}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((card, index) => {
            const impact = card.priority ?? CARD_DEFAULTS.priority;
            const like = similarOf?.(card.title)[0];
            return (
              <tr key={`${card.line}-${index}`}>
                <Rank>{index + 1}</Rank>
                <Title title={card.title}>
                  {card.title}
                  {like ? (
                    <LooksLike tone="warning" title={`Looks like ${like.externalId} ${like.title}`}>
                      Looks like {like.externalId}
                    </LooksLike>
                  ) : null}
                </Title>
                <td title={card.description ?? undefined}>{text(card.description)}</td>
                <td>{CARD_STATUS_LABELS[card.status ?? CARD_DEFAULTS.status]}</td>
                <td>
                  <span aria-hidden="true">{IMPACT_EMOJI[impact]}</span> {IMPACT_LABELS[impact]}
                </td>
                <td>{text(card.useCase)}</td>
                <td>{text(card.release?.name)}</td>
                <td>{text(card.sprint)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}
