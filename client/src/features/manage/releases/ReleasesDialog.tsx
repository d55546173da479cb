// Manage Releases (spec 2/4/5): list, add form and edit form (with the release's sprints). It opens in the
// mode dialogs.releasesMode names; everything resets on close because the dialog unmounts.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { sortReleases } from '../../../../../common/board/releaseOrder';
import type { Release } from '../../../../../common/schemas/releases';
import { createRelease, deleteRelease, updateRelease } from '../../../store/actions/releases';
import { board } from '../../../store/board';
import { closeDialog, dialogs } from '../../../store/dialogs';
import { Button, CalendarIcon, ConfirmDialog, Dialog, EmptyState, PlusIcon } from '../../../ui';
import { BackButton } from '../shared/BackButton';
import { cardsMoveNote } from '../shared/cardsMoveNote';
import { List, SectionHeader, withoutEchoedPlaceholders } from '../shared/ListParts';
import { ReleaseForm } from './ReleaseForm';
import { ReleaseRow } from './ReleaseRow';
import { SprintsSection } from './SprintsSection';
import {
  canSubmitRelease,
  cardCountsByRelease,
  EMPTY_RELEASE_FORM,
  formOf,
  releasePayload,
  type ReleaseFormValues,
} from './releaseRules';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; releaseId: number };

const FormHeading = styled.h3`
  margin-bottom: 14px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const FORM_ID = 'release-form';

export function ReleasesDialog() {
  const snap = useSnapshot(board);
  const [mode, setMode] = useState<Mode>({ kind: dialogs.releasesMode === 'add' ? 'add' : 'list' });
  const [values, setValues] = useState<ReleaseFormValues>(EMPTY_RELEASE_FORM);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState<Release | null>(null);
  const releases = useMemo(
    () => sortReleases(withoutEchoedPlaceholders(Object.values(snap.releases) as Release[])),
    [snap.releases],
  );
  const counts = useMemo(() => cardCountsByRelease(Object.values(snap.cards)), [snap.cards]);
  const editing = mode.kind === 'edit' ? (snap.releases[mode.releaseId] as Release | undefined) : undefined;
  const noProject = snap.projectId === null;

  function show(next: Mode) {
    const start =
      next.kind === 'edit' && board.releases[next.releaseId]
        ? formOf(board.releases[next.releaseId]!)
        : EMPTY_RELEASE_FORM;
    setValues(start);
    setMode(next);
  }

  async function submit() {
    if (!canSubmitRelease(values) || pending) return;
    setPending(true);
    const payload = releasePayload(values);
    const ok =
      mode.kind === 'edit'
        ? await updateRelease(mode.releaseId, payload)
        : (await createRelease(payload)) !== null;
    setPending(false);
    if (ok) show({ kind: 'list' });
  }

  const footer =
    mode.kind === 'list' ? (
      <Button onClick={closeDialog}>Close</Button>
    ) : (
      <>
        <Button onClick={() => show({ kind: 'list' })}>Cancel</Button>
        <Button
          type="submit"
          form={FORM_ID}
          variant="primary"
          loading={pending}
          disabled={!canSubmitRelease(values)}
        >
          {mode.kind === 'edit' ? 'Update Release' : 'Create Release'}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeDialog()}
      title="Manage Releases"
      description={
        snap.project ? `Releases of ${snap.project.name}` : 'Open a project to manage its releases.'
      }
      headerStart={mode.kind === 'list' ? undefined : <BackButton onClick={() => show({ kind: 'list' })} />}
      maxHeight="80vh"
      footer={footer}
    >
      {mode.kind === 'list' ? (
        <>
          <SectionHeader>
            <h3>Existing Releases</h3>
            <Button
              variant="primary"
              size="sm"
              icon={<PlusIcon />}
              disabled={noProject}
              onClick={() => show({ kind: 'add' })}
            >
              Add New Release
            </Button>
          </SectionHeader>
          {releases.length === 0 ? (
            <EmptyState
              compact
              icon={<CalendarIcon size={20} />}
              title="No releases created yet. Create your first release to organize features."
            />
          ) : (
            <List aria-label="Existing Releases">
              {releases.map((release) => (
                <ReleaseRow
                  key={release.id}
                  release={release}
                  cardCount={counts.get(release.id) ?? 0}
                  onToggleVisible={(roadmapVisible) => void updateRelease(release.id, { roadmapVisible })}
                  onEdit={() => show({ kind: 'edit', releaseId: release.id })}
                  onDelete={() => setConfirming(release)}
                />
              ))}
            </List>
          )}
        </>
      ) : (
        <>
          <FormHeading>{mode.kind === 'edit' ? 'Edit Release' : 'Add New Release'}</FormHeading>
          <ReleaseForm id={FORM_ID} values={values} onChange={setValues} onSubmit={() => void submit()} />
          {editing ? <SprintsSection releaseId={editing.id} sprints={editing.sprints} /> : null}
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Delete release"
          message={`Are you sure you want to delete "${confirming.name}"?`}
          consequence={cardsMoveNote(counts.get(confirming.id) ?? 0, 'Future')}
          onConfirm={() => deleteRelease(confirming.id)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Dialog>
  );
}
