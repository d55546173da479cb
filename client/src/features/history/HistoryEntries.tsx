// A history on screen: entries newest first (who, what changed, when), "Load older" while there is more, and
// its loading, empty and error states. A card's history and the project's activity both draw it.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { HistoryEntry, HistoryPage } from '../../../../common/schemas/history';
import { Avatar, Button, EmptyState, UserIcon } from '../../ui';
import { NO_VALUE, actorName, entryLines, exactTime, timeAgo, type HistoryLine } from './historyText';
import { LoadFailed, Loading } from './LoadStates';
import type { PagedHistoryControls } from './usePagedHistory';
import { useNow } from './useNow';

const Feed = styled.ol`
  display: flex;
  flex-direction: column;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Entry = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr);
  gap: 10px;
  padding: 10px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Face = styled.span`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Line = styled.p<{ $detail: boolean }>`
  color: ${({ theme }) => theme.color.text};
  ${({ $detail, theme }) =>
    $detail &&
    css`
      margin-top: 2px;
      padding-left: 10px;
      border-left: 2px solid ${theme.color.borderStrong};
      font-size: ${theme.fontSize.sm};
    `}
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const NoValue = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

const Arrow = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const When = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 12px 0 4px;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function ValueText({ value }: { value: string | null }) {
  return value === null || value === '' ? <NoValue>{NO_VALUE}</NoValue> : <Value>{value}</Value>;
}

function LineView({ line, time }: { line: HistoryLine; time?: ReactNode }) {
  return (
    <Line $detail={Boolean(line.detail)}>
      <span data-history-line>
        {line.lead}
        {line.change ? (
          <>
            {line.change.label} <ValueText value={line.change.from} /> <Arrow>→</Arrow>{' '}
            <ValueText value={line.change.to} />
          </>
        ) : null}
        {line.tail}
      </span>
      {time}
    </Line>
  );
}

function EntryView({ entry, subject, now }: { entry: HistoryEntry; subject?: string; now: number }) {
  const lines = entryLines(entry, subject);
  const time = (
    <>
      {' · '}
      <When dateTime={entry.at} title={exactTime(entry.at)}>
        {timeAgo(entry.at, now)}
      </When>
    </>
  );
  return (
    <Entry data-history-entry={entry.id}>
      <span aria-hidden="true">
        {entry.actor ? (
          <Avatar name={actorName(entry)} id={entry.actor.id} size={24} />
        ) : (
          <Face>
            <UserIcon size={14} />
          </Face>
        )}
      </span>
      <Lines>
        {lines.map((line, index) => (
          <LineView key={index} line={line} time={index === 0 ? time : undefined} />
        ))}
      </Lines>
    </Entry>
  );
}

export interface HistoryEntriesProps<P extends HistoryPage> {
  history: PagedHistoryControls<P>;
  /** The list's accessible name ("History of this card", "Activity"). */
  label: string;
  /** "this card" in a card's own history; unset: each entry names its thing. */
  subject?: string;
  emptyTitle: string;
  emptyText?: string;
}

export function HistoryEntries<P extends HistoryPage>(props: HistoryEntriesProps<P>) {
  const { history, label, subject, emptyTitle, emptyText } = props;
  const now = useNow();
  const { state, older } = history;
  if (state.status === 'loading') return <Loading text="Loading the history…" />;
  if (state.status === 'error')
    return <LoadFailed title="Couldn't load the history" message={state.message} onRetry={history.retry} />;
  if (state.entries.length === 0) return <EmptyState compact title={emptyTitle} text={emptyText} />;
  return (
    <>
      <Feed aria-label={label}>
        {state.entries.map((entry) => (
          <EntryView key={entry.id} entry={entry} subject={subject} now={now} />
        ))}
      </Feed>
      {state.next !== null ? (
        <More>
          {older === 'error' ? <span role="alert">Couldn't load older changes.</span> : null}
          <Button size="sm" loading={older === 'loading'} onClick={history.loadOlder}>
            Load older
          </Button>
        </More>
      ) : null}
    </>
  );
}
