// Planning poker's reading of a revealed vote (common/meetings/poker.ts), the same on every screen and the
// projector: the median, the range, and whether the team agrees (every vote within one step of the others).
import styled from 'styled-components';
import { plural } from '../../../../../common/plural';
import type { PokerSummary } from '../../../../../common/meetings/poker';
import type { VoteView } from './useVoteView';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3em 0.7em;
  font-size: 0.95em;
  & strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** In em of the panel's type, so it reads from the back of the room on the projector too. */
const Agreement = styled.span<{ $agrees: boolean }>`
  padding: 0.15em 0.65em;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: 0.85em;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  background: ${({ theme, $agrees }) => ($agrees ? theme.color.successSoft : theme.color.warningSoft)};
  color: ${({ theme, $agrees }) => ($agrees ? theme.color.successSoftText : theme.color.warningSoftText)};
`;

/** "No agreement: 4 steps apart", "The team agrees". */
export const agreementText = (poker: PokerSummary) =>
  poker.agrees ? 'The team agrees' : `No agreement: ${plural(poker.stepsApart, 'step')} apart`;

export function PokerResult({ view, poker }: { view: VoteView; poker: PokerSummary }) {
  if (poker.median === null)
    return <Line data-poker="none">No one could tell: every vote was “?” or “☕”.</Line>;
  const range = poker.low === poker.high ? null : `${view.label(poker.low!)} to ${view.label(poker.high!)}`;
  return (
    <Line data-poker={poker.agrees ? 'agrees' : 'apart'} data-median={poker.median}>
      <span>
        Median <strong>{view.label(poker.median)}</strong>
      </span>
      {range ? <span>{range}</span> : null}
      <Agreement $agrees={poker.agrees}>{agreementText(poker)}</Agreement>
      {poker.unsure > 0 ? <span>{plural(poker.unsure, 'vote')} “?” or “☕”</span> : null}
    </Line>
  );
}
