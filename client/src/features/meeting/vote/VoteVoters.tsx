// Who has voted: everyone in the meeting as a chip, ticked once they voted. Before the reveal no value is
// known here (the server sends none); after it each chip says what that person chose.
import styled, { css } from 'styled-components';
import { Avatar, CheckIcon } from '../../../ui';
import { ChoiceLabel } from './ChoiceLabel';
import type { VoteView } from './useVoteView';
import { Hidden, pill } from './voteStyles';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4em;
  list-style: none;
  padding: 0;
`;

const Chip = styled.li<{ $voted: boolean }>`
  ${pill}
  padding-left: 0.25em;
  ${({ $voted, theme }) =>
    $voted
      ? css`
          border-color: ${theme.color.success};
          background: ${theme.color.successSoft};
          color: ${theme.color.successSoftText};
        `
      : css`
          border-style: dashed;
          color: ${theme.color.textMuted};
        `}
  & > svg {
    flex: none;
  }
`;

const Face = styled.span`
  display: inline-flex;
`;

const Value = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3em;
  margin-left: 0.2em;
  padding-left: 0.5em;
  border-left: 1px solid currentColor;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export function VoteVoters({ view, avatarSize }: { view: VoteView; avatarSize: number }) {
  return (
    <List aria-label="Who has voted">
      {view.voters.map((voter) => (
        <Chip
          key={voter.userId}
          $voted={voter.voted}
          data-voted={voter.voted ? 'true' : undefined}
          data-user={voter.userId}
        >
          <Face aria-hidden="true">
            <Avatar name={voter.name} id={voter.userId} size={avatarSize} />
          </Face>
          <span>{voter.name}</span>
          {voter.voted ? <CheckIcon width="1em" height="1em" /> : null}
          {voter.value !== null ? (
            <Value>
              <Hidden>voted</Hidden>
              <ChoiceLabel
                field={view.vote.field}
                value={voter.value}
                label={view.label(voter.value)}
                categories={view.categories}
              />
            </Value>
          ) : (
            <Hidden>{voter.voted ? 'has voted' : 'has not voted yet'}</Hidden>
          )}
        </Chip>
      ))}
    </List>
  );
}
