// An impact (spec: basics brick, treat cupcake, wow gem, ask, rush stopwatch, fix wrench, tbd dice) as a small
// inline SVG — a distinct shape and colour each, drawn without any emoji font. Standing alone it is an image
// named by the impact (role="img", aria-label; a tooltip is the caller's `title`, as SVG <title> text would
// also be page text); beside its visible name, pass `decorative`.
import type { ReactNode } from 'react';
import type { Impact } from '../../../common/schemas/cards';
import { IMPACT_LABELS } from '../../../common/cardFields/choices';

/** Details drawn over the coloured shapes; white reads on every fill below, in light and dark themes. */
const LINE = {
  fill: 'none',
  stroke: '#FFFFFF',
  strokeWidth: 1.3,
  strokeLinecap: 'round',
  strokeOpacity: 0.85,
} as const;

const SHAPES: Record<Impact, ReactNode> = {
  basics: (
    <>
      <rect x="1.5" y="3.5" width="13" height="9" rx="1.5" fill="#C2410C" />
      <path d="M1.5 8h13M6 3.5V8M10.5 8v4.5" {...LINE} />
    </>
  ),
  treat: (
    <>
      <path d="M2.5 8.5a5.5 5 0 0 1 11 0z" fill="#DB2777" />
      <path d="M3.5 9.5h9l-1.4 5h-6.2z" fill="#B45309" />
      <circle cx="8" cy="2.6" r="1.4" fill="#DC2626" />
    </>
  ),
  wow: (
    <>
      <path d="M4.2 2.5h7.6L15 6.4 8 14.5 1 6.4z" fill="#0891B2" />
      <path d="M1.5 6.4h13M5.8 2.8 5 6.4l3 7.5 3-7.5-.8-3.6" {...LINE} strokeWidth={1} />
    </>
  ),
  ask: (
    <>
      <path
        d="M2 3.5A1.5 1.5 0 0 1 3.5 2h9A1.5 1.5 0 0 1 14 3.5v6a1.5 1.5 0 0 1-1.5 1.5H7.5L4.5 14v-3h-1A1.5 1.5 0 0 1 2 9.5z"
        fill="#2563EB"
      />
      <path d="M6.4 5.1a1.6 1.6 0 1 1 2.2 1.5c-.4.2-.6.5-.6.9M8 9.1h.01" {...LINE} />
    </>
  ),
  rush: (
    <>
      <rect x="6.5" y="0.8" width="3" height="2" rx="0.8" fill="#DC2626" />
      <circle cx="8" cy="9" r="5.8" fill="#DC2626" />
      <path d="M8 9V5.8M8 9l2.2 1.4" {...LINE} />
    </>
  ),
  fix: (
    <path
      d="M11 1.6a3.6 3.6 0 0 0-3.7 4.7L2 11.6a1.6 1.6 0 0 0 2.3 2.3l5.4-5.3a3.6 3.6 0 0 0 4.7-3.7l-2.2 2.2-2-.6-.6-2z"
      fill="#0D9488"
    />
  ),
  tbd: (
    <>
      <rect x="2" y="2" width="12" height="12" rx="2.6" fill="#6B7280" />
      <circle cx="5.3" cy="5.3" r="1.15" fill="#FFFFFF" />
      <circle cx="8" cy="8" r="1.15" fill="#FFFFFF" />
      <circle cx="10.7" cy="10.7" r="1.15" fill="#FFFFFF" />
    </>
  ),
};

export interface ImpactIconProps {
  impact: Impact;
  /** Pixel size of both sides; defaults to 16. */
  size?: number;
  /** The impact's name is written next to it: hide the icon from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function ImpactIcon({ impact, size = 16, decorative = false, className }: ImpactIconProps) {
  const name = IMPACT_LABELS[impact] ?? IMPACT_LABELS.tbd;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      focusable="false"
      data-impact={impact}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      style={{ flex: 'none', verticalAlign: 'middle' }}
    >
      {SHAPES[impact] ?? SHAPES.tbd}
    </svg>
  );
}
