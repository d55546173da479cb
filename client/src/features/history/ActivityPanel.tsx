// The project's activity: every change to its cards, use cases, releases, sprints and the project,
// newest first, by person and by kind, paged, and fetched again a moment after a change is heard live.
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { ActivityPage, ActivityQuery, HistoryKind } from '../../../../common/schemas/history';
import { historyApi } from '../../api/history';
import { board } from '../../store/board';
import { Field, Select } from '../../ui';
import { HistoryEntries } from './HistoryEntries';
import { Sheet } from './Sheet';
import { useLiveRefresh } from './useLiveRefresh';
import { usePagedHistory } from './usePagedHistory';

/** The kind filter's choices, in the order the board shows these things. */
const ACTIVITY_KINDS: readonly { value: HistoryKind | ''; label: string }[] = [
  { value: '', label: 'All changes' },
  { value: 'card', label: 'Cards' },
  { value: 'category', label: 'Use cases' },
  { value: 'release', label: 'Releases' },
  { value: 'sprint', label: 'Sprints' },
  { value: 'project', label: 'Project' },
  { value: 'import', label: 'Imports' },
];

const Filters = styled.div`
  position: sticky;
  top: -4px;
  z-index: ${({ theme }) => theme.z.raised};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0 -20px 4px;
  padding: 4px 20px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

type Person = ActivityPage['people'][number];

export interface ActivityPanelProps {
  projectId: number;
  projectName?: string;
  onClose: () => void;
}

export function ActivityPanel({ projectId, projectName, onClose }: ActivityPanelProps) {
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState<HistoryKind | ''>('');
  const heard = useSnapshot(board).changeCounts[projectId] ?? 0;
  const fetchPage = useCallback(
    (before?: number) => {
      const query: ActivityQuery = { before, actor: actor || undefined, kind: kind || undefined };
      return historyApi.activity(projectId, query);
    },
    [projectId, actor, kind],
  );
  const history = usePagedHistory(fetchPage, `${projectId}|${actor}|${kind}`, 'Failed to load the activity');
  useLiveRefresh(heard, history.refresh);

  // The people stay listed while another filter loads.
  const people = useRef<readonly Person[]>([]);
  if (history.state.status === 'ready') people.current = history.state.page.people;
  const filtered = actor !== '' || kind !== '';

  return (
    <Sheet
      onOpenChange={(open) => !open && onClose()}
      title="Activity"
      description={projectName ? `Changes in ${projectName}` : undefined}
    >
      <Filters>
        <Field label="Person">
          <Select size="sm" value={actor} onChange={(event) => setActor(event.target.value)}>
            <option value="">Everyone</option>
            {people.current.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Show">
          <Select
            size="sm"
            value={kind}
            onChange={(event) => setKind(event.target.value as HistoryKind | '')}
          >
            {ACTIVITY_KINDS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      <HistoryEntries
        history={history}
        label="Activity"
        emptyTitle={filtered ? 'No changes match these filters' : 'No activity yet'}
        emptyText={
          filtered ? 'Choose Everyone or All changes to see more.' : 'Changes to this project show here.'
        }
      />
    </Sheet>
  );
}
