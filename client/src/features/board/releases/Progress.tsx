// A release's progress (docs/decisions.md 2): the share of its cards that are deployed ("Accepted"), as a bar
// with "N of M accepted"; used by the releases overview and the roadmap's column headers.
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Track = styled.div<{ $thin: boolean }>`
  height: ${({ $thin }) => ($thin ? 4 : 6)}px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surfaceActive};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.success};
  transition: width ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease};
`;

const Label = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export interface ProgressProps {
  done: number;
  total: number;
  /** The roadmap's column headers use a thinner bar. */
  thin?: boolean;
  className?: string;
}

export function Progress({ done, total, thin = false, className }: ProgressProps) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const text = `${done} of ${total} accepted`;
  return (
    <Wrapper className={className}>
      <Track
        $thin={thin}
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Label>
        <span>{text}</span>
        <span>{percent}%</span>
      </Label>
    </Wrapper>
  );
}
