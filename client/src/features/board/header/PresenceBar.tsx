// Who is looking at this project right now (docs/decisions.md "Presence"): initials avatars, names on hover.
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';
import { Avatar, Tooltip } from '../../../ui';

const Stack = styled.ul`
  display: flex;
  align-items: center;
  list-style: none;
  & > li + li {
    margin-left: -6px;
  }
  & > li > span {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.surface};
  }
`;

const MAX_SHOWN = 5;

export function PresenceBar() {
  const { presence } = useSnapshot(board);
  if (presence.length === 0) return null;
  const shown = presence.slice(0, MAX_SHOWN);
  const more = presence.length - shown.length;
  const names = presence.map((person) => person.name).join(', ');
  return (
    <Stack aria-label={`Viewing now: ${names}`} data-testid="presence">
      {shown.map((person) => (
        <li key={person.userId}>
          <Tooltip content={person.cardId ? `${person.name} (editing a card)` : person.name}>
            <span tabIndex={0} aria-label={person.name} data-presence-user={person.userId}>
              <Avatar name={person.name} color={person.color} size={28} />
            </span>
          </Tooltip>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Tooltip content={names}>
            <span tabIndex={0}>
              <Avatar name={`+ ${more}`} color="#6B7280" size={28} />
            </span>
          </Tooltip>
        </li>
      )}
    </Stack>
  );
}
