// A thin progress bar: a share of `total` done, or (no total) a stripe that runs while the amount is unknown.
// Labelled for screen readers; the text beside it, when any, belongs to the caller.
import styled, { keyframes } from 'styled-components';

const run = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: relative;
  height: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSubtle};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.accent};
  transition: width ${({ theme }) => theme.motion.normal} ease;
`;

const Stripe = styled.div`
  width: 40%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.accent};
  animation: ${run} 1.2s ${({ theme }) => theme.motion.ease} infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

export interface ProgressBarProps {
  /** The accessible name ("Reading the file"). */
  label: string;
  /** Done so far, of `total`; leave both out while the amount is unknown. */
  value?: number;
  total?: number;
  className?: string;
}

export function ProgressBar({ label, value, total, className }: ProgressBarProps) {
  const known = value !== undefined && total !== undefined && total > 0;
  const share = known ? Math.min(1, Math.max(0, value / total)) : 0;
  return (
    <Track
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? total : undefined}
      aria-valuenow={known ? value : undefined}
    >
      {known ? <Fill style={{ width: `${share * 100}%` }} /> : <Stripe />}
    </Track>
  );
}
