// The projector's header strip: the project's name, who is in the session, a discreet "Reconnecting…" and
// the page when the releases are paged. Sizes follow the strip's height (a share of the screen's), so it
// reads the same on every projector.
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { PresencePerson } from '../../../../common/events';
import { Avatar, pulse } from '../../ui';
import { HIGHLIGHT_COLOR } from './projectorTheme';

const Strip = styled.header`
  position: absolute;
  inset: 0 0 auto 0;
  display: flex;
  align-items: center;
  gap: calc(var(--strip) * 0.4);
  color: ${({ theme }) => theme.color.text};
  font-size: calc(var(--strip) * 0.26);
  line-height: 1.2;
`;

const Name = styled.h1`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: calc(var(--strip) * 0.4);
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.015em;
  & > small {
    margin-left: 0.6em;
    font-size: 0.6em;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.textSubtle};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  gap: calc(var(--strip) * 0.16);
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;

const People = styled.ul`
  display: flex;
  align-items: center;
  gap: calc(var(--strip) * 0.12);
  list-style: none;
  padding: 0;
  & > li {
    display: flex;
    align-items: center;
    gap: calc(var(--strip) * 0.08);
    color: ${({ theme }) => theme.color.text};
  }
`;

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  padding: 0.3em 0.8em;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warningSoftText};
  font-size: 0.85em;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  &::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: currentColor;
    ${pulse(1200)}
  }
`;

/** "{name} is running a meeting": the room sees at a glance that the screen follows a facilitator. */
const Meeting = styled.p`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 0.55em;
  padding: 0.35em 0.95em;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentSoftText};
  box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  &::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent};
    ${pulse(2000)}
  }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 0.35em;
`;

const Dot = styled.span<{ $current: boolean; $changed: boolean }>`
  width: 0.5em;
  height: 0.5em;
  border-radius: 50%;
  background: ${({ theme, $current, $changed }) =>
    $changed ? HIGHLIGHT_COLOR[theme.mode] : $current ? theme.color.text : theme.color.borderStrong};
  ${({ $changed }) => $changed && pulse(800)}
`;

export interface PresentHeaderProps {
  name: string;
  people: readonly PresencePerson[];
  reconnecting: boolean;
  /** The running meeting's banner text, or null. */
  meeting: string | null;
  page: { index: number; count: number; changed: ReadonlySet<number> };
  /** What the screen shows beside the project's name: "Roadmap" unless said. */
  view?: string;
  height: number;
  margin: number;
}

const MAX_PEOPLE = 4;

export function PresentHeader(props: PresentHeaderProps) {
  const { people, page, height } = props;
  const shown = people.slice(0, MAX_PEOPLE);
  const avatar = Math.round(height * 0.48);
  const style = { '--strip': `${height}px`, height, padding: `0 ${props.margin}px` } as CSSProperties;
  return (
    <Strip style={style} data-testid="present-header">
      <Name>
        {props.name}
        <small>{props.view ?? 'Roadmap'}</small>
      </Name>
      {props.meeting ? <Meeting data-testid="present-meeting">{props.meeting}</Meeting> : null}
      {props.reconnecting ? (
        <Pill role="status" aria-live="polite">
          Reconnecting…
        </Pill>
      ) : null}
      {people.length > 0 ? (
        <Group
          aria-label={`Watching: ${people.map((p) => p.name).join(', ')}`}
          data-testid="present-presence"
        >
          <People>
            {shown.map((person) => (
              <li key={person.userId} data-presence-user={person.userId}>
                <Avatar name={person.name} color={person.color} size={avatar} />
                {/* Full names while they fit; first names for a bigger group. */}
                <span>{people.length <= 2 ? person.name : person.name.split(' ')[0]}</span>
              </li>
            ))}
            {people.length > shown.length ? <li>+{people.length - shown.length}</li> : null}
          </People>
          <span>{people.length} watching</span>
        </Group>
      ) : null}
      {page.count > 1 ? (
        <Group aria-label={`Page ${page.index + 1} of ${page.count}`} data-testid="present-page">
          <span>
            Page {page.index + 1} of {page.count}
          </span>
          <Dots aria-hidden="true">
            {Array.from({ length: page.count }, (_, i) => (
              <Dot key={i} $current={i === page.index} $changed={i !== page.index && page.changed.has(i)} />
            ))}
          </Dots>
        </Group>
      ) : null}
    </Strip>
  );
}
