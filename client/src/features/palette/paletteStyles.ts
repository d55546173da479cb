// The palette's look: a raised panel high on the screen (a full-width sheet on a phone), the field on top,
// grouped results below, the key hints at the foot. cmdk's parts are styled by their own attributes.
import styled from 'styled-components';
import { FloatingOverlay } from '@floating-ui/react';
import { below, visuallyHidden } from '../../ui';

export const Overlay = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.z.dialog};
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 12vh 16px 16px;
  background: ${({ theme }) => theme.color.overlay};
  ${below('sm')} {
    padding: 0;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(640px, 100%);
  max-height: min(560px, 76vh);
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.xl};
  color: ${({ theme }) => theme.color.text};
  ${below('sm')} {
    width: 100%;
    max-height: 100dvh;
    border-width: 0 0 1px;
    border-radius: 0 0 ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg};
  }
  & [cmdk-root] {
    display: flex;
    flex-direction: column;
    min-height: 0;
  }
  & [cmdk-list] {
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 4px 8px 8px;
    scroll-padding-block: 8px;
  }
  & [cmdk-group-heading] {
    padding: 10px 8px 4px;
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & [cmdk-item] {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
    scroll-margin-block: 8px;
  }
  & [cmdk-item][data-selected='true'] {
    background: ${({ theme }) => theme.color.surfaceActive};
  }
  & [cmdk-item] > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 12px 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & [cmdk-input] {
    flex: 1;
    min-width: 0;
    height: 52px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.lg};
    outline: none;
  }
  & [cmdk-input]::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

export const Kbd = styled.kbd`
  flex: none;
  padding: 1px 6px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** Closes the palette: "Esc" for keyboards, a cross on touch screens. */
export const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & > svg {
    display: none;
  }
  @media (hover: none) {
    & > kbd {
      display: none;
    }
    & > svg {
      display: block;
    }
  }
`;

/** A line of state under the field: searching, the server's message, nothing found, unavailable. */
export const Note = styled.div<{ $tone?: 'muted' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px 16px 4px;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export const ItemText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const ItemTitle = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.md};
  text-overflow: ellipsis;
  white-space: nowrap;
  & > b {
    margin-right: 6px;
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  & mark {
    border-radius: 2px;
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentSoftText};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

export const ItemDetail = styled(ItemTitle)`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Where in a card's description or notes the words matched: up to two lines. */
export const ItemSnippet = styled(ItemDetail)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  white-space: normal;
`;

export const ItemEnd = styled.span`
  flex: none;
  align-self: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

export const Hints = styled.div`
  display: flex;
  gap: 16px;
  padding: 8px 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  ${below('sm')} {
    display: none;
  }
  & > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
