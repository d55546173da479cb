// Tooltip open delays of spec 9, apart from Tooltip.tsx so LazyTooltip can wait them without loading floating-ui.
export const TOOLTIP_DELAY = {
  header: { open: 700, skip: 300 },
  projectList: 100,
  default: 400,
} as const;
