// Hover/focus hint for a control. Delays follow spec 9: header 700 ms open with a 300 ms skip window
// (wrap the header in <TooltipGroup>), project list 100 ms (pass delay={TOOLTIP_DELAY.projectList}).
import { useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingArrow,
  FloatingDelayGroup,
  FloatingPortal,
  arrow,
  offset,
  shift,
  useDelayGroup,
  useDelayGroupContext,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import styled, { useTheme } from 'styled-components';
import { cloneTrigger, useTriggerRef } from './floating';
import { TOOLTIP_DELAY } from './tooltipDelay';
import { TooltipGroupContext, useTooltipGroup } from './tooltipGroup';

/** Tooltips inside share one delay: the first waits `open` ms, the next ones within `skip` ms open at once. */
export function TooltipGroup({
  open = TOOLTIP_DELAY.header.open,
  skip = TOOLTIP_DELAY.header.skip,
  children,
}: {
  open?: number;
  skip?: number;
  children: ReactNode;
}) {
  return (
    <FloatingDelayGroup delay={{ open, close: 0 }} timeoutMs={skip}>
      <GroupState open={open}>{children}</GroupState>
    </FloatingDelayGroup>
  );
}

/** Passes floating-ui's group state on to tooltips that have not loaded floating-ui yet (LazyTooltip). */
function GroupState({ open, children }: { open: number; children: ReactNode }) {
  // currentId: a tooltip of the group is open, or closed less than `skip` ms ago.
  const warm = useDelayGroupContext().currentId !== null;
  const state = useMemo(() => ({ open, warm }), [open, warm]);
  return <TooltipGroupContext.Provider value={state}>{children}</TooltipGroupContext.Provider>;
}

const Bubble = styled.div`
  z-index: ${({ theme }) => theme.z.tooltip};
  max-width: 280px;
  padding: 5px 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.tooltipBg};
  color: ${({ theme }) => theme.color.tooltipText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadow.md};
  pointer-events: none;
`;

export interface TooltipProps {
  content: ReactNode;
  /** One element accepting a ref and props. */
  children: ReactElement;
  /** Open delay in ms; inside a <TooltipGroup> the group's delay is used unless this is set. */
  delay?: number;
  placement?: Placement;
  /** Hide the tooltip without unmounting the trigger (it stays closed until the next hover or focus). */
  disabled?: boolean;
}

interface TooltipMountProps extends TooltipProps {
  /** Open from the start: LazyTooltip hands over a tooltip that is already due (hovered long enough, focused). */
  initialOpen?: boolean;
}

export function Tooltip({
  content,
  children,
  delay,
  placement = 'top',
  disabled = false,
  initialOpen = false,
}: TooltipMountProps) {
  const theme = useTheme();
  const inGroup = useTooltipGroup() !== null;
  const [open, setOpen] = useState(false);
  // Opened once mounted: in a group, floating-ui closes a tooltip that mounts open while another is current.
  useEffect(() => {
    if (initialOpen) setOpen(true);
  }, [initialOpen]);
  // Disabled while open (its menu opened): it does not come back when the menu closes.
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);
  const arrowRef = useRef<SVGSVGElement>(null);
  const { refs, floatingStyles, context } = useFloating({
    open: open && !disabled,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 }), arrow({ element: arrowRef })],
  });
  const group = useDelayGroup(context, { enabled: inGroup });
  const hoverDelay = delay ?? (inGroup ? group.delay : TOOLTIP_DELAY.default);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: hoverDelay }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const triggerRef = useTriggerRef(children, refs.setReference);

  return (
    <>
      {cloneTrigger(children, triggerRef, getReferenceProps)}
      {open && !disabled && (
        <FloatingPortal>
          <Bubble ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
            <FloatingArrow
              ref={arrowRef}
              context={context}
              fill={theme.color.tooltipBg}
              width={10}
              height={5}
            />
          </Bubble>
        </FloatingPortal>
      )}
    </>
  );
}
