// What the facilitator's next vote is on and how it runs: impact, release, use case, the estimate (planning
// poker) or an input of the project's scoring model; whether it reveals itself once everyone has voted; a
// timer every screen shows. The two options are this screen's and stay for the next votes (store/meeting.ts).
import { useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { scoringSettingOf } from '../../../../common/board/estimates';
import { voteFieldsOf } from '../../../../common/meetings/choices';
import { VOTE_FIELD_LABELS, VOTE_TIMERS, type VoteTimer } from '../../../../common/schemas/meetings';
import { openVote } from '../../store/actions/meetingVotes';
import { board } from '../../store/board';
import { meetingState, setVoteOptions } from '../../store/meeting';
import { Button, Checkbox, ChevronDownIcon, Field, IconButton, Popover, Select } from '../../ui';

export const CHOOSE_VOTE_FIELD = 'Choose what to vote on';
export const AUTO_REVEAL = 'Reveal when everyone has voted';

const Panel = styled.div`
  display: grid;
  gap: 12px;
  width: min(300px, calc(100vw - 32px));
  padding: 12px;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 6px;
`;

const Options = styled.div`
  display: grid;
  gap: 10px;
  padding-top: 10px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const timerText = (seconds: VoteTimer | null) => (seconds === null ? 'No timer' : `${seconds} seconds`);

export function VoteSetup({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const { scoringModel } = scoringSettingOf(useSnapshot(board).project);
  const { autoReveal, timerSeconds } = useSnapshot(meetingState).voteOptions;
  const fields = voteFieldsOf(scoringModel);
  return (
    <Popover
      label="Vote on"
      placement="bottom-end"
      open={open}
      onOpenChange={setOpen}
      content={(close) => (
        <Panel>
          <Heading id="vote-setup-fields">Vote on</Heading>
          <Fields role="group" aria-labelledby="vote-setup-fields">
            {fields.map((field) => (
              <Button
                key={field}
                size="sm"
                variant={field === 'impact' ? 'primary' : 'secondary'}
                onClick={() => {
                  close();
                  void openVote(field);
                }}
              >
                {VOTE_FIELD_LABELS[field]}
              </Button>
            ))}
          </Fields>
          <Options>
            <Checkbox
              label={AUTO_REVEAL}
              checked={autoReveal}
              onChange={(event) => setVoteOptions({ autoReveal: event.target.checked })}
            />
            <Field label="Timer">
              <Select
                size="sm"
                value={timerSeconds ?? ''}
                onChange={(event) =>
                  setVoteOptions({
                    timerSeconds: event.target.value ? (Number(event.target.value) as VoteTimer) : null,
                  })
                }
              >
                {[null, ...VOTE_TIMERS].map((seconds) => (
                  <option key={seconds ?? 'none'} value={seconds ?? ''}>
                    {timerText(seconds)}
                  </option>
                ))}
              </Select>
            </Field>
          </Options>
        </Panel>
      )}
    >
      <IconButton
        size="sm"
        variant="primary"
        aria-label={CHOOSE_VOTE_FIELD}
        icon={<ChevronDownIcon size={14} />}
        disabled={disabled}
      />
    </Popover>
  );
}
