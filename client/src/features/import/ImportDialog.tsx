// Import cards from a file: drop or choose a file, review what will happen (summary, mapping,
// skipped rows, notes, preview), then Import. Nothing is written before Import; once sent, the dialog may close
// while the server works (store/actions/imports.ts finishes it and says so in a toast with Undo).
// Opened through the dialogs store (name 'import'): on the board for the open project, and from Manage
// Projects for a new project (dialogs.importTo).
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { importRun, startImport } from '../../store/actions/imports';
import { board, type BoardState } from '../../store/board';
import { closeDialog, dialogs, type ImportDestination } from '../../store/dialogs';
import { findProject } from '../../store/workspace';
import { Button, Dialog, EmptyState, ProgressBar, Spinner, UploadIcon } from '../../ui';
import { DropZone } from './DropZone';
import { NOTHING_YET, resolveDestination } from './importDestination';
import { ImportReview } from './ImportReview';
import { CLOSE_WHILE_WRITING, importButtonText, readingText, writingText } from './importText';
import { SLOW_MS, useImportFile } from './useImportFile';
import { useImportPlan } from './useImportPlan';

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
  p:first-child {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  p + p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** True once `since` (ms) lies more than half a second back: the progress bar shows only then. */
function useSlow(since: number | null): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (since === null) return;
    const timer = setTimeout(() => setSlow(true), Math.max(0, since + SLOW_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);
  return slow;
}

export function ImportDialog() {
  const { importTo } = useSnapshot(dialogs);
  const snap = useSnapshot(board);
  const { running } = useSnapshot(importRun);
  const projectName = findProject(snap.projectId)?.name;
  // Snapshots keep their identity while unchanged: the summary is worked out again only when names change.
  const { projectId, project, categories, releases } = snap;
  const destination = useMemo(
    () =>
      resolveDestination(
        importTo as ImportDestination,
        { projectId, project, categories, releases } as BoardState,
        projectName,
      ),
    [importTo, projectId, project, categories, releases, projectName],
  );
  const { state, read, reset } = useImportFile();
  const ready = state.stage === 'ready' ? state : null;
  const { plan, outlook, change } = useImportPlan(ready?.file ?? null, destination?.existing ?? NOTHING_YET);
  const [sending, setSending] = useState(false);
  const writingSlow = useSlow(sending ? (running?.startedAt ?? null) : null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const cards = plan?.cards.length ?? 0;
  // Another import (started before this dialog opened) is still on its way: one at a time.
  const busyElsewhere = running !== null && !sending;

  async function submit() {
    if (!plan || !destination || cards === 0 || sending || running) return;
    setSending(true);
    const record = await startImport(
      {
        target: destination.target,
        source: { format: plan.format, fileName: plan.fileName },
        cards: plan.cards,
      },
      destination.projectName,
    );
    if (!mounted.current) return;
    if (record) closeDialog();
    else setSending(false);
  }

  const status = sending ? (
    <Status role="status">
      <p>
        <Spinner size={14} label={null} /> {writingText(cards)}
      </p>
      {writingSlow ? <ProgressBar label="Importing" /> : null}
      <p>{CLOSE_WHILE_WRITING}</p>
    </Status>
  ) : busyElsewhere ? (
    <Status role="status">
      <p>
        <Spinner size={14} label={null} /> An import of {running.fileName} into {running.projectName} is under
        way
      </p>
      <p>Import again once it is done.</p>
    </Status>
  ) : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeDialog()}
      title="Import Cards"
      description={
        destination
          ? `Cards from a file go into ${destination.projectName}. Nothing is written until you press Import.`
          : undefined
      }
      size="lg"
      maxHeight="90vh"
      dismissOnOutsideClick={state.stage === 'empty'}
      footer={
        <>
          <Button onClick={closeDialog}>{sending ? 'Hide' : 'Cancel'}</Button>
          {state.stage === 'ready' ? (
            <Button
              variant="primary"
              icon={<UploadIcon />}
              loading={sending}
              disabled={cards === 0 || busyElsewhere}
              onClick={() => void submit()}
            >
              {importButtonText(cards)}
            </Button>
          ) : null}
        </>
      }
    >
      {!destination ? (
        <EmptyState compact title="No project open" text="Open a project to import cards into it." />
      ) : state.stage === 'empty' ? (
        <DropZone onFile={(file) => void read(file)} error={state.error} />
      ) : state.stage === 'reading' ? (
        <Status role="status">
          <p>
            <Spinner size={14} label={null} /> {readingText(state.fileName)}
          </p>
          {state.slow ? <ProgressBar label="Reading the file" value={state.progress} total={1} /> : null}
        </Status>
      ) : plan && outlook && ready ? (
        <ImportReview
          file={ready.file}
          size={ready.size}
          plan={plan}
          outlook={outlook}
          change={change}
          onOtherFile={reset}
          disabled={sending}
          status={status}
          into={'projectId' in destination.target ? destination.target.projectId : null}
        />
      ) : null}
    </Dialog>
  );
}
