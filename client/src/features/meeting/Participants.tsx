// Who is in the meeting: stacked avatars, the facilitator first, names on hover and for screen readers.
import type { MeetingPerson } from '../../../../common/schemas/meetings';
import { Avatar, Tooltip } from '../../ui';
import { More, People } from './barStyles';

const MAX_SHOWN = 5;

export function Participants({ people }: { people: readonly MeetingPerson[] }) {
  const shown = people.slice(0, MAX_SHOWN);
  const more = people.length - shown.length;
  const names = people.map((person) => person.name).join(', ');
  return (
    <People aria-label={`In the meeting: ${names}`}>
      {shown.map((person) => (
        <li key={person.userId}>
          <Tooltip content={person.name}>
            <span tabIndex={0} aria-label={person.name} data-participant={person.userId}>
              <Avatar name={person.name} id={person.userId} size={26} />
            </span>
          </Tooltip>
        </li>
      ))}
      {more > 0 && <More aria-hidden="true">+{more}</More>}
    </People>
  );
}
