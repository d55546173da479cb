// A revealed vote's result, the same on every screen and the projector (common/meetings/tally.ts): one bar
// per chosen value with its count, most votes first, the most common marked, the spread in words. The
// facilitator applies a value with one click on its row.
import styled, { css } from 'styled-components';
import { isApplicable } from '../../../../../common/meetings/choices';
import { applyVote } from '../../../store/actions/meetingVotes';
import { Badge, Button } from '../../../ui';
import { ChoiceLabel } from './ChoiceLabel';
import type { VoteView } from './useVoteView';
import { Hidden } from './voteStyles';

const Rows = styled.ol`
  display: grid;
  grid-template-columns: minmax(6em, max-content) minmax(4em, 1fr) 2.5em auto;
  align-items: center;
  gap: 0.45em 0.7em;
  max-width: 44em;
  list-style: none;
  padding: 0;
`;

/** A row of the parent grid (subgrid), so every bar starts and ends at the same place. */
const Result = styled.li`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  align-items: center;
`;

const Label = styled.span<{ $top: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-width: 0;
  font-weight: ${({ theme, $top }) => ($top ? theme.fontWeight.semibold : theme.fontWeight.regular)};
`;

const Track = styled.span`
  height: 0.8em;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSubtle};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Bar = styled.span<{ $top: boolean }>`
  display: block;
  height: 100%;
  border-radius: inherit;
  ${({ theme, $top }) => css`
    background: ${$top ? theme.color.accent : theme.color.textSubtle};
  `}
`;

const Count = styled.span`
  font-size: 1.1em;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Side = styled.span`
  display: inline-flex;
  justify-content: flex-start;
  min-height: 1.5em;
`;

export function VoteResults({
  view,
  busy,
  onBusy,
}: {
  view: VoteView;
  busy: boolean;
  onBusy: (on: boolean) => void;
}) {
  const { tally: result, vote } = view;
  if (!result || result.total === 0) return null;
  const top = new Set(result.mostCommon);
  const apply = async (value: string) => {
    onBusy(true);
    try {
      await applyVote(value);
    } finally {
      onBusy(false);
    }
  };
  return (
    <Rows aria-label="Result">
      {result.distribution.map((entry) => {
        const isTop = top.has(entry.value);
        const applied = vote.state === 'applied' && vote.appliedValue === entry.value;
        return (
          <Result key={entry.value} data-choice={entry.value} data-most-common={isTop ? 'true' : undefined}>
            <Label $top={isTop}>
              <ChoiceLabel field={vote.field} categories={view.categories} {...entry} />
            </Label>
            <Track aria-hidden="true">
              <Bar $top={isTop} style={{ width: `${(entry.count / result.total) * 100}%` }} />
            </Track>
            <Count>
              {entry.count}
              <Hidden>{entry.count === 1 ? ' vote' : ' votes'}</Hidden>
            </Count>
            <Side>
              {view.canSteer && isApplicable(vote.field, entry.value, view.lookups) ? (
                <Button
                  size="sm"
                  variant={isTop ? 'primary' : 'secondary'}
                  disabled={busy || applied}
                  onClick={() => void apply(entry.value)}
                >
                  Apply {entry.label}
                </Button>
              ) : isTop && top.size < result.distribution.length ? (
                <Badge tone="accent">Most common</Badge>
              ) : null}
            </Side>
          </Result>
        );
      })}
    </Rows>
  );
}
