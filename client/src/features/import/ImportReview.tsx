// A read file under review: which file, what will happen, the choices its format offers (CSV columns, Trello
// lists, archived cards and labels, Jira priorities and statuses), the rows left out, the notes, and the preview;
// going into an existing project, the rows that look like its cards are counted and marked.
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ImportFile, ImportPlan } from '../../../../common/import';
import { IMPORT_FORMAT_LABELS } from '../../../../common/schemas/imports';
import { plural } from '../../../../common/plural';
import { SIMILAR_BATCH_MAX } from '../../../../common/schemas/search';
import { Badge, Button, FileIcon } from '../../ui';
import { ImpactMapping } from './ImpactMapping';
import { ImportNotes, OutlookSummary, SkippedRows } from './ImportOutlook';
import { useSimilarTitles } from '../similar/useSimilarTitles';
import { lookAlikeText, type ImportOutlook } from './importText';
import { MappingPanel } from './MappingPanel';
import { PreviewTable } from './PreviewTable';
import { StatusMapping } from './StatusMapping';
import { TrelloOptions, archivedCards } from './TrelloOptions';
import type { useImportPlan } from './useImportPlan';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

/** On a phone the "Choose another file" button wraps under the file's name rather than covering it. */
const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  min-width: 0;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const FileText = styled.div`
  display: flex;
  flex: 1 1 220px;
  flex-direction: column;
  min-width: 0;
  strong {
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

const Heading = styled.h3`
  margin-bottom: 8px;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Hint = styled.p`
  margin: -4px 0 10px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Heading>{title}</Heading>
      {hint ? <Hint>{hint}</Hint> : null}
      {children}
    </section>
  );
}

const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Records a file holds: a table's rows, a Trello board's cards. */
const recordsOf = (file: ImportFile) => file.table?.rows.length ?? file.board?.cards.length ?? 0;

export interface ImportReviewProps {
  file: ImportFile;
  size: number;
  plan: ImportPlan;
  outlook: ImportOutlook;
  change: ReturnType<typeof useImportPlan>['change'];
  onOtherFile: () => void;
  /** True while the import is sent: the choices stay as they were sent. */
  disabled: boolean;
  /** Above the summary: the progress of the import once sent. */
  status?: ReactNode;
  /** The existing project the cards go into, whose cards a row may duplicate; null for a new project. */
  into: number | null;
}

export function ImportReview(props: ImportReviewProps) {
  const { file, plan, outlook, change, disabled } = props;
  const records = recordsOf(file);
  const titles = useMemo(() => plan.cards.map((card) => card.title), [plan.cards]);
  const similarOf = useSimilarTitles(disabled ? null : props.into, titles);
  const lookAlikes = titles.slice(0, SIMILAR_BATCH_MAX).filter((title) => similarOf(title).length > 0);
  return (
    <Column>
      <FileRow>
        <FileIcon size={20} aria-hidden="true" />
        <FileText>
          <strong title={file.fileName}>{file.fileName}</strong>
          <span>
            <Badge tone="accent">{IMPORT_FORMAT_LABELS[plan.format]}</Badge>
            {plural(records, file.board ? 'card' : 'row')} · {kilobytes(props.size)}
          </span>
        </FileText>
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={props.onOtherFile}
          style={{ marginLeft: 'auto' }}
        >
          Choose another file
        </Button>
      </FileRow>
      {props.status}
      <OutlookSummary outlook={outlook} lookAlike={lookAlikeText(lookAlikes.length, titles.length)} />
      {plan.format === 'csv' && plan.mapping ? (
        <Section
          title="Columns"
          hint="Guessed from the headers. Pick the column each field comes from, or None."
        >
          <MappingPanel
            columns={plan.columns}
            mapping={plan.mapping}
            onChange={change.column}
            disabled={disabled}
          />
        </Section>
      ) : null}
      {plan.format === 'trello' && file.board ? (
        <Section title="Trello options">
          <TrelloOptions
            listsAs={plan.listsAs}
            onListsAs={change.listsAs}
            archived={archivedCards(file.board)}
            includeArchived={plan.includeArchived}
            onIncludeArchived={change.includeArchived}
            labels={plan.labels}
            onLabelImpact={change.labelImpact}
            disabled={disabled}
          />
        </Section>
      ) : null}
      {plan.format === 'jira' && plan.priorities.length > 0 ? (
        <Section title="Priority to impact" hint="Each Jira priority becomes the impact you pick.">
          <ImpactMapping
            noun="priority"
            disabled={disabled}
            choices={plan.priorities.map((priority) => ({
              key: priority.value,
              name: priority.value,
              cards: priority.cards,
              impact: priority.impact,
            }))}
            onChange={change.priorityImpact}
          />
        </Section>
      ) : null}
      {plan.format === 'jira' && plan.statuses.length > 0 ? (
        <Section
          title="Jira statuses"
          hint="Each Jira status becomes the status you pick. One Cardplan does not recognise starts as Backlog."
        >
          <StatusMapping statuses={plan.statuses} onChange={change.status} disabled={disabled} />
        </Section>
      ) : null}
      <SkippedRows rows={plan.skipped} />
      <ImportNotes notes={plan.notes} />
      {plan.cards.length > 0 ? (
        <Section title="Preview">
          <PreviewTable cards={plan.cards} similarOf={similarOf} />
        </Section>
      ) : null}
    </Column>
  );
}
