// The silent vote of the running meeting, under the meeting bar on the board and on the projector.
// Open: the card and field, this person's ballot, who has voted (never what), the timer. Revealed: who voted
// what, the distribution, the most common choice and the spread (planning poker: the median and whether the
// team agrees). Applied: the value the facilitator put on the card.
// A projector (or a room link) watches only; the facilitator also steers (R reveal, Esc cancel, 1–7 apply:
// the keys themselves are the meeting's key hook's).
import { useState } from 'react';
import { isPokerField } from '../../../../../common/meetings/choices';
import { VOTE_FIELD_LABELS, type VoteField } from '../../../../../common/schemas/meetings';
import { applyVote, cancelVote, openVote, revealVote } from '../../../store/actions/meetingVotes';
import { Button, CheckCircleIcon } from '../../../ui';
import { PokerResult } from './PokerResult';
import { useVoteView, type VoteView } from './useVoteView';
import { VoteCountdown } from './VoteCountdown';
import { VoteBallot } from './VoteBallot';
import { VoteResults } from './VoteResults';
import { VoteVoters } from './VoteVoters';
import { CardLine, Count, Eyebrow, Head, Hint, Kbd, Panel, Row } from './voteStyles';
import styled from 'styled-components';

const Applied = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  align-self: flex-start;
  padding: 0.3em 0.8em;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.successSoftText};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Spread = styled.p`
  font-size: 0.95em;
  & > strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** What the facilitator can do once the votes show. */
const revealedHint = (field: VoteField) =>
  field === 'impact'
    ? 'Apply a value, or press 1–7 for an impact.'
    : isPokerField(field)
      ? 'Apply the median or another value, or re-vote: the earlier round stays in the minutes.'
      : 'Apply a value, or re-vote.';

const EYEBROW = { open: 'Silent vote', revealed: 'Votes revealed', applied: 'Vote applied' } as const;
const TONE = { open: 'accent', revealed: 'warning', applied: 'success' } as const;

/** "Unanimous: Wow", "Most common: Wow, Rush · 3 different choices", "No votes". */
function spreadLine(view: VoteView) {
  const result = view.tally;
  if (!result || result.total === 0) return <Spread>No votes were cast.</Spread>;
  const common = result.mostCommon.map(view.label).join(', ');
  const spread = result.spread.charAt(0).toUpperCase() + result.spread.slice(1);
  if (result.distribution.length === 1) {
    return (
      <Spread data-spread={result.spread}>
        <strong>{spread}:</strong> {common}
      </Spread>
    );
  }
  return (
    <Spread data-spread={result.spread}>
      <strong>Most common:</strong> {common} · {result.spread}
    </Spread>
  );
}

export function VotePanel({ projector = false }: { projector?: boolean }) {
  const view = useVoteView(projector);
  const [busy, setBusy] = useState(false);
  if (!view) return null;
  const { state, card, vote } = view;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const avatarSize = projector ? 36 : 22;
  const poker = view.tally?.poker ?? null;

  return (
    <Panel role="region" aria-label="Vote" data-vote-state={state} $projector={projector} $state={state}>
      <Head>
        <Eyebrow $tone={TONE[state]}>
          {EYEBROW[state]} · {VOTE_FIELD_LABELS[vote.field]}
          {vote.round > 1 ? ` · Round ${vote.round}` : ''}
        </Eyebrow>
        {projector && view.onSpotlight ? null : (
          <CardLine>
            {card ? (
              <>
                <span>{card.externalId}</span>
                {card.title || 'No title'}
              </>
            ) : (
              'This card is no longer on the board'
            )}
          </CardLine>
        )}
        {state === 'open' && vote.endsAt ? <VoteCountdown endsAt={vote.endsAt} /> : null}
        <Count data-testid="vote-count">
          {view.votedCount} of {view.voters.length} voted
        </Count>
      </Head>

      {state === 'open' ? (
        <>
          {view.canVote ? <VoteBallot view={view} /> : null}
          <VoteVoters view={view} avatarSize={avatarSize} />
          {view.canSteer ? (
            <Row>
              <Button
                variant="primary"
                size="sm"
                aria-keyshortcuts="R"
                disabled={busy}
                onClick={() => void run(revealVote)}
              >
                Reveal <Kbd aria-hidden="true">R</Kbd>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-keyshortcuts="Escape"
                disabled={busy}
                onClick={() => void run(cancelVote)}
              >
                Cancel vote <Kbd aria-hidden="true">Esc</Kbd>
              </Button>
            </Row>
          ) : !view.canVote ? (
            <Hint>Votes stay hidden until the facilitator reveals them.</Hint>
          ) : null}
          {vote.autoReveal ? <Hint>The votes show once everyone has voted.</Hint> : null}
        </>
      ) : (
        <>
          {state === 'applied' && vote.appliedValue !== null ? (
            <Applied role="status">
              <CheckCircleIcon width="1.1em" height="1.1em" />
              Applied: {view.label(vote.appliedValue)}
            </Applied>
          ) : null}
          {poker ? <PokerResult view={view} poker={poker} /> : spreadLine(view)}
          <VoteResults view={view} busy={busy} onBusy={setBusy} />
          <VoteVoters view={view} avatarSize={avatarSize} />
          {view.canSteer ? (
            <Row>
              {poker?.median && state === 'revealed' ? (
                <Button
                  size="sm"
                  variant="primary"
                  disabled={busy}
                  onClick={() => void run(() => applyVote(poker.median!))}
                >
                  Apply the median ({view.label(poker.median)})
                </Button>
              ) : null}
              <Button size="sm" disabled={busy} onClick={() => void run(() => openVote(vote.field))}>
                Re-vote
              </Button>
              {state === 'revealed' ? <Hint>{revealedHint(vote.field)}</Hint> : null}
            </Row>
          ) : null}
        </>
      )}
    </Panel>
  );
}
