// The meeting bar's look: one calm strip under the board header, tinted with the accent so a
// running meeting is unmistakable in light and dark without shouting.
import styled from 'styled-components';
import { below, pulse, visuallyHidden } from '../../ui';

/** From this width up the whole bar fits in one line; below it the secondary controls sit in "More". */
export const WIDE_BAR = '(min-width: 1280px)';
/** Below this width some buttons show only their icon; from 1440 px up the bar has room for every word. */
const TIGHT_BAR = '(max-width: 1439.98px)';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  @media ${WIDE_BAR} {
    flex-wrap: nowrap;
  }
  min-height: 52px;
  padding: 8px clamp(12px, 2.5vw, 24px);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentSoftText};
`;

/** The "live" dot before the banner text: it beats twice as the bar shows, then rests (ui/pulse.ts). */
export const LiveDot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  ${pulse(2000)}
`;

export const Lead = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex: 1 1 260px;
  min-width: 0;
  @media ${WIDE_BAR} {
    flex-basis: 0;
  }
`;

export const Texts = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.25;
`;

export const Title = styled.p`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const Spot = styled.p`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
  & > span {
    color: ${({ theme }) => theme.color.accentSoftText};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
    margin-right: 6px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  @media ${WIDE_BAR} {
    flex: none;
    flex-wrap: nowrap;
  }
`;

/** A button's word that gives way to its icon when the bar is short of room (still its accessible name). */
export const RoomyLabel = styled.span`
  @media ${TIGHT_BAR} {
    ${visuallyHidden}
  }
`;

/** A button's word that gives way to its icon on a phone (still its accessible name). */
export const PhoneHiddenLabel = styled.span`
  ${below('sm')} {
    ${visuallyHidden}
  }
`;

export const Divider = styled.span`
  width: 1px;
  height: 20px;
  background: ${({ theme }) => theme.color.borderStrong};
`;

/** A key hint inside a button; hidden from the accessible name (aria-keyshortcuts says it). */
export const KeyHint = styled.kbd`
  /* Short of room the keys stay in aria-keyshortcuts, the tooltips and the "?" sheet. */
  @media ${TIGHT_BAR} {
    display: none;
  }
  min-width: 18px;
  padding: 1px 5px;
  border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
  border-radius: ${({ theme }) => theme.radius.xs};
  color: inherit;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.6875rem;
  line-height: 1.2;
  text-align: center;
`;

export const FollowingState = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 28px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentSoftText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const People = styled.ul`
  display: flex;
  align-items: center;
  list-style: none;
  & > li + li {
    margin-left: -6px;
  }
  & > li > span {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.accentSoft};
  }
`;

export const More = styled.li`
  margin-left: 4px !important;
  color: ${({ theme }) => theme.color.accentSoftText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;
