// The "Spotlight" mark on the card a meeting is looking at (issue 16), drawn in the backlog row and the
// roadmap chip of whoever follows or runs the meeting.
import styled from 'styled-components';

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

export const SPOTLIGHT = 'Spotlight';

export function SpotlightTag() {
  return <Tag>{SPOTLIGHT}</Tag>;
}
