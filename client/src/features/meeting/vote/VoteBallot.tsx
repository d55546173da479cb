// This person's ballot while a vote is open: the choices as buttons, theirs marked once cast. A ballot
// cannot be changed (the server answers a second one 409), so the buttons lock after casting.
import styled from 'styled-components';
import { castBallot } from '../../../store/actions/meetingVotes';
import { CheckIcon } from '../../../ui';
import { ChoiceLabel } from './ChoiceLabel';
import type { VoteView } from './useVoteView';
import { Hint, pill } from './voteStyles';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.45em;
`;

const Choice = styled.button`
  ${pill}
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Mine = styled(Hint)`
  display: flex;
  align-items: center;
  gap: 0.4em;
  & > svg {
    color: ${({ theme }) => theme.color.success};
  }
`;

export function VoteBallot({ view }: { view: VoteView }) {
  const { vote, choices, myBallot, iVoted } = view;
  return (
    <>
      <Choices role="group" aria-label="Your vote">
        {choices.map((choice) => (
          <Choice
            key={choice.value}
            type="button"
            aria-pressed={myBallot === choice.value}
            disabled={iVoted}
            data-value={choice.value}
            onClick={() => void castBallot(choice.value)}
          >
            <ChoiceLabel field={vote.field} categories={view.categories} {...choice} />
          </Choice>
        ))}
      </Choices>
      {iVoted ? (
        <Mine role="status">
          <CheckIcon aria-hidden="true" width="1em" height="1em" />
          {myBallot ? `You voted ${view.label(myBallot)}.` : 'You have voted.'} Change is not possible.
        </Mine>
      ) : (
        <Hint>Your vote stays hidden until the reveal.</Hint>
      )}
    </>
  );
}
