// What a <TooltipGroup> (Tooltip.tsx) tells the tooltips inside it, apart from floating-ui: LazyTooltip reads
// it to wait the group's delay (spec 9: header 700 ms, then 300 ms of skip) before floating-ui has loaded.
import { createContext, useContext } from 'react';
import { TOOLTIP_DELAY } from './tooltipDelay';

export interface TooltipGroupState {
  /** The open delay of a first tooltip of the group, ms. */
  open: number;
  /** A tooltip of the group is open, or closed less than the skip delay ago: the next one opens at once. */
  warm: boolean;
}

export const TooltipGroupContext = createContext<TooltipGroupState | null>(null);

/** The group around this tooltip, or null. */
export const useTooltipGroup = () => useContext(TooltipGroupContext);

/** How long a hover waits: the tooltip's own delay, else its group's (none while warm), else the default. */
export function hoverDelay(own: number | undefined, group: TooltipGroupState | null): number {
  if (own !== undefined) return own;
  if (group) return group.warm ? 0 : group.open;
  return TOOLTIP_DELAY.default;
}
