// Dropdown menu: a trigger plus a floating list of actions with arrow-key navigation and typeahead.
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import styled from 'styled-components';
import { cloneTrigger, useTriggerRef } from './floating';
import { floatingSurface } from './Popover';
import { Tooltip } from './Tooltip';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /** A choice among the items (the current one true): drawn as a radio item that says whether it is chosen. */
  checked?: boolean;
}

const List = styled.div`
  ${floatingSurface}
  min-width: 200px;
  max-width: calc(100vw - 16px);
  padding: 4px;
`;

const Header = styled.div`
  padding: 8px 10px 8px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Item = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 32px;
  padding: 6px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.text)};
  font-size: ${({ theme }) => theme.fontSize.md};
  text-align: left;
  & > svg {
    color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.textMuted)};
  }
  &:focus-visible,
  &[data-active='true'] {
    outline: none;
    background: ${({ theme, $danger }) => ($danger ? theme.color.dangerSoft : theme.color.surfaceHover)};
  }
  &:disabled {
    opacity: 0.5;
  }
`;

export interface MenuProps {
  /** The button that opens the menu. */
  children: ReactElement;
  items: MenuItem[];
  /** Non-interactive text at the top of the list (e.g. the signed-in e-mail). */
  header?: ReactNode;
  placement?: Placement;
  /** A hint on the trigger while the menu is closed (never over the open menu). */
  tooltip?: ReactNode;
}

/** The list is named by its trigger (aria-labelledby), so give an icon-only trigger an aria-label. */
export function Menu({ children, items, header, placement = 'bottom-end', tooltip }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const disabledIndices = items.flatMap((item, index) => (item.disabled ? [index] : []));
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices,
    }),
    useTypeahead(context, {
      listRef: labelsRef,
      activeIndex,
      onMatch: open ? setActiveIndex : undefined,
    }),
  ]);
  const triggerRef = useTriggerRef(children, refs.setReference);
  labelsRef.current = items.map((item) => item.label);
  const trigger = cloneTrigger(children, triggerRef, getReferenceProps);

  return (
    <>
      {tooltip ? (
        <Tooltip content={tooltip} disabled={open}>
          {trigger}
        </Tooltip>
      ) : (
        trigger
      )}
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <List ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
              {header ? <Header role="presentation">{header}</Header> : null}
              {items.map((item, index) => (
                <Item
                  key={item.label}
                  type="button"
                  role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                  aria-checked={item.checked}
                  $danger={item.tone === 'danger'}
                  disabled={item.disabled}
                  tabIndex={activeIndex === index ? 0 : -1}
                  data-active={activeIndex === index}
                  ref={(node) => {
                    listRef.current[index] = node;
                  }}
                  {...getItemProps({
                    onClick() {
                      setOpen(false);
                      item.onSelect();
                    },
                  })}
                >
                  {item.icon}
                  {item.label}
                </Item>
              ))}
            </List>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
