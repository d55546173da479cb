// Click-to-open floating panel anchored to its trigger (colour picker, filters); Escape or outside click closes it.
import { useState, type ReactElement, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  offset,
  shift,
  size as sizeMiddleware,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import styled, { css, keyframes } from 'styled-components';
import { cloneTrigger, useTriggerRef, withFloatingTree } from './floating';

const popIn = keyframes`from { opacity: 0; transform: scale(0.97); }`;

/** The raised surface shared by popovers and menus. */
export const floatingSurface = css`
  z-index: ${({ theme }) => theme.z.popover};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${popIn} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.ease};
  overflow: auto;
  &:focus-visible {
    outline: none;
  }
`;

const Panel = styled.div`
  ${floatingSurface}
  padding: 12px;
  max-width: calc(100vw - 16px);
`;

export interface PopoverProps {
  /** The trigger: one element that accepts a ref and props (e.g. a Button). */
  children: ReactElement;
  /** Panel content, or a function given `close` for buttons inside it. */
  content: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the panel when it has no heading of its own. */
  label?: string;
  placement?: Placement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Focus moves into the panel when it opens (default); set false for non-interactive content. */
  focusPanel?: boolean;
  className?: string;
}

function PopoverInner(props: PopoverProps) {
  const { children, content, label, placement = 'bottom-start', focusPanel = true, className } = props;
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = props.open ?? uncontrolled;
  const setOpen = (next: boolean) => {
    setUncontrolled(next);
    props.onOpenChange?.(next);
  };
  const nodeId = useFloatingNodeId();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    nodeId,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(6),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      sizeMiddleware({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`;
        },
      }),
    ],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const triggerRef = useTriggerRef(children, refs.setReference);
  const close = () => setOpen(false);

  return (
    <FloatingNode id={nodeId}>
      {cloneTrigger(children, triggerRef, getReferenceProps)}
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={focusPanel ? 0 : -1}>
            <Panel
              ref={refs.setFloating}
              style={floatingStyles}
              className={className}
              aria-label={label}
              {...getFloatingProps()}
            >
              {typeof content === 'function' ? content(close) : content}
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </FloatingNode>
  );
}

export const Popover = withFloatingTree(PopoverInner);
