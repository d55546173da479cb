// The "Spotlight" mark on the card a meeting is looking at, drawn in the backlog row and the
// roadmap chip of whoever follows or runs the meeting.
import styled from 'styled-components';
import { visuallyHidden } from '../../ui';

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  flex: none;
  align-self: flex-start;
  height: 20px;
  padding: 0 8px 0 6px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.01em;
  line-height: 1;
  white-space: nowrap;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.3);
  }
`;

/** The compact mark: the dot alone (the row's ring says the rest), the word for screen readers. */
const Dot = styled(Tag)`
  width: 20px;
  padding: 0;
  justify-content: center;
  & > span {
    ${visuallyHidden}
  }
`;

const SPOTLIGHT = 'Spotlight';

/** `compact` in a backlog row, where the title column is narrow and every character of it counts. */
export function SpotlightTag({ compact = false }: { compact?: boolean }) {
  if (compact)
    return (
      <Dot title={SPOTLIGHT}>
        <span>{SPOTLIGHT}</span>
      </Dot>
    );
  return <Tag>{SPOTLIGHT}</Tag>;
}
