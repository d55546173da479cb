// The body of the minutes: what changed, one section per kind of change and only when it has any, then the
// votes with their distribution, most common choice, spread and applied value. A change made by an undo or a
// redo reads "— Ana Lima (undo)".
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type {
  MinutesCard,
  MinutesChange,
  MinutesEntry,
  Minutes,
  MinutesVote,
} from '../../../../../common/schemas/meetings';
import { voteSpread, voteSubject } from '../../../../../common/meetings/minutesVote';
import { Badge, EmptyState } from '../../../ui';
import { mostCommonText, plural } from './minutesText';

const Section = styled.section`
  margin-top: 18px;
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 6px;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & > li {
    padding: 8px 12px;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Id = styled.span`
  margin-right: 6px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Detail = styled.p`
  margin-top: 4px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  & > strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const CardName = ({ card }: { card: MinutesCard }) => (
  <>
    <Id>{card.externalId}</Id>
    {card.title}
  </>
);

/** Who made a change, and " (undo)" / " (redo)" when it was one. */
const By = ({ item }: { item: MinutesEntry }) => (
  <Meta>
    — {item.by}
    {item.cause ? ` (${item.cause})` : ''}
  </Meta>
);

function Part({
  id,
  title,
  count,
  countTitle,
  children,
}: {
  id: string;
  title: string;
  count: number;
  /** The count in words, on the badge ("1 card restored"). */
  countTitle?: string;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={`minutes-${id}`} data-section={id}>
      <Heading id={`minutes-${id}`}>
        {title} <Badge title={countTitle}>{count}</Badge>
      </Heading>
      <List>{children}</List>
    </Section>
  );
}

function ByList({
  id,
  title,
  done,
  items,
}: {
  id: string;
  title: string;
  /** What happened to the cards, for the count in words ("restored": "1 card restored"). */
  done: string;
  items: MinutesEntry[];
}) {
  if (items.length === 0) return null;
  return (
    <Part id={id} title={title} count={items.length} countTitle={`${plural(items.length, 'card')} ${done}`}>
      {items.map((item, i) => (
        <li key={`${item.cardId}-${i}`}>
          <CardName card={item} /> <By item={item} />
        </li>
      ))}
    </Part>
  );
}

function ChangeList({ id, title, items }: { id: string; title: string; items: MinutesChange[] }) {
  if (items.length === 0) return null;
  return (
    <Part id={id} title={title} count={items.length} countTitle={plural(items.length, 'change')}>
      {items.map((item, i) => (
        <li key={`${item.cardId}-${i}`}>
          <CardName card={item} />: {item.from} → <strong>{item.to}</strong> <By item={item} />
        </li>
      ))}
    </Part>
  );
}

function VoteItem({ vote, votes }: { vote: MinutesVote; votes: readonly MinutesVote[] }) {
  // "Wow ×2 · Rush ×1", "3 ×1 · 5 ×2": a count never read as a poker value.
  const distribution = vote.distribution.map((entry) => `${entry.label} ×${entry.count}`).join(' · ');
  // Planning poker says its median instead (in voteSpread).
  const common = vote.mostCommon.length > 0 && vote.median === undefined;
  const outcome = vote.applied ? (
    <>
      applied: <strong>{vote.applied}</strong>
    </>
  ) : null;
  return (
    <li data-vote-card={vote.cardId}>
      <CardName card={vote} /> <Meta>({voteSubject(vote, votes)})</Meta>
      <Detail>
        {distribution ? (
          <>
            <strong>{distribution}</strong>
            {common ? ` — most common: ${mostCommonText(vote)}` : ''} · {voteSpread(vote)} ·{' '}
            {outcome ?? 'not applied'}
          </>
        ) : (
          // Said once: "No votes · no votes · not applied" told the same thing three times.
          <>
            <strong>No votes cast</strong>
            {outcome ? <> · {outcome}</> : null}
          </>
        )}
      </Detail>
      {vote.ballots.length > 0 ? (
        <Detail>{vote.ballots.map((ballot) => `${ballot.name}: ${ballot.label}`).join(', ')}</Detail>
      ) : null}
    </li>
  );
}

const changeCount = (m: Minutes) =>
  m.created.length +
  m.releaseMoves.length +
  m.useCaseMoves.length +
  m.reranked.length +
  m.statusChanges.length +
  m.impactChanges.length +
  m.estimateChanges.length +
  m.deleted.length +
  m.restored.length;

export function MinutesSections({ minutes: m }: { minutes: Minutes }) {
  return (
    <>
      {changeCount(m) === 0 ? (
        <Section>
          <EmptyState compact title="No cards changed in this meeting" />
        </Section>
      ) : null}
      <ByList id="created" title="Created" done="created" items={m.created} />
      <ChangeList id="releases" title="Moved between releases" items={m.releaseMoves} />
      <ChangeList id="useCases" title="Moved between use cases" items={m.useCaseMoves} />
      <ByList id="reranked" title="Re-ranked" done="re-ranked" items={m.reranked} />
      <ChangeList id="statuses" title="Status changes" items={m.statusChanges} />
      <ChangeList id="impacts" title="Impact changes" items={m.impactChanges} />
      <ChangeList id="estimates" title="Estimate changes" items={m.estimateChanges} />
      <ByList id="deleted" title="Deleted" done="deleted" items={m.deleted} />
      <ByList id="restored" title="Restored" done="restored" items={m.restored} />
      {m.votes.length > 0 ? (
        <Part id="votes" title="Votes" count={m.votes.length}>
          {m.votes.map((vote, i) => (
            <VoteItem key={`${vote.cardId}-${i}`} vote={vote} votes={m.votes} />
          ))}
        </Part>
      ) : null}
    </>
  );
}
