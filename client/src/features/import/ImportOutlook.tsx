// What will happen, before anything is written: the summary line (with how many rows look like existing
// cards), the rows left out with the reason for each, and the notes (unknown statuses set to Backlog, and the
// like).
import { useId } from 'react';
import styled from 'styled-components';
import { AlertIcon, InfoIcon, below } from '../../ui';
import { outlookParts, skippedText, type ImportOutlook, type SkippedRow } from './importText';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentSoftText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/** Parts separated by a dot; on a phone one part a line, without the dots. */
const Part = styled.span`
  & + &::before {
    content: '·';
    margin: 0 8px;
    opacity: 0.7;
  }
  ${below('sm')} {
    flex-basis: 100%;
    & + &::before {
      content: none;
    }
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Heading = styled.h3<{ $tone: 'warning' | 'muted' }>`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.color.warningSoftText : theme.color.text)};
`;

const List = styled.ul`
  max-height: 9.5rem;
  margin: 0;
  padding: 6px 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  list-style: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Item = styled.li`
  padding: 3px 12px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** `lookAlike`: how many rows look like cards the project has (lookAlikeText), known only after an ask. */
export function OutlookSummary({
  outlook,
  lookAlike,
}: {
  outlook: ImportOutlook;
  lookAlike?: string | null;
}) {
  return (
    <Summary aria-live="polite" data-testid="import-summary">
      {outlookParts(outlook).map((part) => (
        <Part key={part}>{part}</Part>
      ))}
      {lookAlike ? <Part>{lookAlike}</Part> : null}
    </Summary>
  );
}

export function SkippedRows({ rows }: { rows: readonly SkippedRow[] }) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <Section>
      <Heading $tone="warning" id={id}>
        <AlertIcon size={14} aria-hidden="true" /> Rows skipped
      </Heading>
      <List aria-labelledby={id} tabIndex={0}>
        {rows.map((row, index) => (
          <Item key={`${row.line}-${index}`}>{skippedText(row)}</Item>
        ))}
      </List>
    </Section>
  );
}

export function ImportNotes({ notes }: { notes: readonly string[] }) {
  const id = useId();
  if (notes.length === 0) return null;
  return (
    <Section>
      <Heading $tone="muted" id={id}>
        <InfoIcon size={14} aria-hidden="true" /> Notes
      </Heading>
      <List aria-labelledby={id} tabIndex={0}>
        {notes.map((note) => (
          <Item key={note}>{note}</Item>
        ))}
      </List>
    </Section>
  );
}
