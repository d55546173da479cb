// The vote's timer, the same on every screen and the projector: the seconds left until `endsAt` (the server's
// openedAt + the timer), then "Time’s up". It only tells the room; the facilitator still reveals.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ClockIcon } from '../../../ui';

const Clock = styled.p<{ $over: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme, $over }) => ($over ? theme.color.warningSoftText : theme.color.text)};
`;

const secondsLeft = (endsAt: string, now: number) =>
  Math.max(0, Math.ceil((new Date(endsAt).getTime() - now) / 1000));

/** "1:05 left" while it runs. */
export const countdownText = (seconds: number) =>
  seconds > 0 ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left` : 'Time’s up';

export function VoteCountdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endsAt, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);
  return (
    <Clock role="timer" aria-label="Vote timer" data-testid="vote-timer" $over={left === 0}>
      <ClockIcon aria-hidden="true" width="1em" height="1em" />
      {countdownText(left)}
    </Clock>
  );
}
