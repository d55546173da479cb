// The look shared by the management lists: a bordered list of rows with a title, meta text and actions.
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { nameKey } from '../../../../../common/schemas/names';
import { IconButton, Tooltip, TOOLTIP_DELAY, type IconButtonProps } from '../../../ui';

/** A list that scrolls on its own past `$max` (spec 9: the project list is about 24rem high). */
export const ScrollArea = styled.div<{ $max?: string }>`
  max-height: ${({ $max = '24rem' }) => $max};
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const List = styled.ul.attrs({ role: 'list' })`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

export const Row = styled.li<{ $nested?: boolean; $active?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 8px 8px 8px ${({ $nested }) => ($nested ? 36 : 12)}px;
  background: ${({ theme, $active }) => ($active ? theme.color.accentSoft : 'transparent')};
  transition: background-color ${({ theme }) => theme.motion.fast} ease;
  li + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.color.accentSoft : theme.color.surfaceHover)};
  }
`;

export const RowMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1;
  min-width: 0;
`;

export const RowTitle = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.text};
  & > .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const RowMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  & > svg {
    flex: none;
  }
`;

/** In place of a row's actions while it is a placeholder: created here, its answer not in yet. */
export const Saving = styled.span`
  flex: none;
  padding: 0 4px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-style: italic;
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const RowActions = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  flex: none;
`;

/** '(12)' after a name: a card or project count, quiet so the name stays the main thing. */
export const Count = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  color: ${({ theme }) => theme.color.textSubtle};
  font-variant-numeric: tabular-nums;
`;

/** A section title above a list ('Existing Releases', 'Current shares') with room for a button. */
export const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin: 4px 0 10px;
  & > h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Hover = styled.span`
  display: inline-flex;
`;

/**
 * A tooltip that also works on a disabled button: disabled buttons get no pointer events, so the
 * hint hangs on a wrapper (focusable, so keyboard users can read it too).
 */
export function DisabledHint({
  hint,
  disabled,
  children,
}: {
  hint: ReactNode;
  disabled: boolean;
  children: ReactElement;
}) {
  if (!disabled) return children;
  return (
    <Tooltip content={hint} delay={100}>
      <Hover tabIndex={0}>{children}</Hover>
    </Tooltip>
  );
}

/**
 * Buttons at the end of a form shown inside a dialog body (the dialogs that switch views keep one Dialog),
 * drawn like the dialog footer and kept in view while the body scrolls.
 */
export const FormFooter = styled.div`
  position: sticky;
  bottom: -20px;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin: 20px -20px -20px;
  padding: 12px 20px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

/** One piece of a row's meta line (an icon and its text) that wraps as a whole. */
export const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  & > svg {
    flex: none;
  }
`;

/**
 * Drops optimistic placeholders (negative ids) once the saved item with the same name is there: the
 * socket's echo can arrive before the REST answer, and the list must not show the item twice meanwhile.
 */
export function withoutEchoedPlaceholders<T extends { id: number; name: string }>(items: readonly T[]): T[] {
  const saved = new Set(items.filter((i) => i.id > 0).map((i) => nameKey(i.name)));
  return items.filter((i) => i.id > 0 || !saved.has(nameKey(i.name)));
}

/** A row's icon action, named by a quick tooltip (spec 9: 100 ms in the project list) as well as its label. */
export function RowAction(props: Omit<IconButtonProps, 'size'>) {
  if (props.disabled) return <IconButton size="sm" {...props} />;
  return (
    <Tooltip content={props['aria-label']} delay={TOOLTIP_DELAY.projectList}>
      <IconButton size="sm" {...props} />
    </Tooltip>
  );
}
