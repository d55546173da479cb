// The card's score as the project's model counts it from the form (common/estimation scoreOf): read-only,
// its formula with the card's numbers on hover or focus; "—" and what is missing while it has none.
import { useId } from 'react';
import styled from 'styled-components';
import { formatScore, type Score, SCORE_LABEL } from '../../../../../common/estimation';
import { Field, Tooltip } from '../../../ui';
import { wordList } from './remoteEdits';

const Output = styled.output`
  display: flex;
  align-items: center;
  align-self: flex-start;
  min-width: 48px;
  height: 34px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focusRing};
  }
`;

export function CardScore({ score }: { score: Score }) {
  const id = `card-score-${useId()}`;
  const hint = score.missing.length ? `Needs ${wordList(score.missing)}` : undefined;
  return (
    <Field id={id} label={SCORE_LABEL} hint={hint}>
      <Tooltip content={score.formula}>
        <Output id={id} tabIndex={0} aria-describedby={hint ? `${id}-hint` : undefined}>
          {score.value === null ? '—' : formatScore(score.value)}
        </Output>
      </Tooltip>
    </Field>
  );
}
