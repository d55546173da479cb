// Export to CSV (spec 2/5/8): pick clients, folders and projects, then download the server's CSV. The
// open project starts selected, since that is what a person usually wants to export.
import { useMemo, useState } from 'react';
import { plural } from '../../../../../common/plural';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { exportProjectsCsv } from '../../../api/export';
import type { Client } from '../../../../../common/schemas/clients';
import type { Project } from '../../../../../common/schemas/projects';
import { closeDialog } from '../../../store/dialogs';
import { workspace } from '../../../store/workspace';
import { Button, DownloadIcon, Dialog, EmptyState, toast } from '../../../ui';
import { ExportTree } from './ExportTree';
import { exportTree, selectedLabel, toggleGroup, toggleOne } from './exportSelection';

const Scroll = styled.div`
  max-height: min(26rem, 55vh);
  overflow-y: auto;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Selected = styled.span`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  @media (max-width: 480px) {
    flex-basis: 100%;
  }
`;

export function ExportDialog() {
  const snap = useSnapshot(workspace);
  const tree = useMemo(
    () => exportTree(snap.clients as Client[], snap.projects as Project[]),
    [snap.clients, snap.projects],
  );
  const [selected, setSelected] = useState<Set<number>>(() => {
    const open = workspace.projects.find((p) => p.id === workspace.selectedProjectId && p.parentId !== null);
    return new Set(open ? [open.id] : []);
  });
  const [exporting, setExporting] = useState(false);
  const hasProjects = tree.some((c) => c.folders.some((f) => f.projects.length > 0));

  async function exportCsv() {
    // Only projects still in the tree (one may have been deleted while the dialog was open).
    const visible = new Set(tree.flatMap((c) => c.folders.flatMap((f) => f.projects.map((p) => p.id))));
    const ids = [...selected].filter((id) => visible.has(id));
    if (ids.length === 0) {
      toast({ title: 'No projects selected', description: 'Please select at least one project to export' });
      return;
    }
    setExporting(true);
    try {
      await exportProjectsCsv(ids);
      toast({ title: 'Export successful', description: `Exported ${plural(ids.length, 'project')} to CSV` });
      closeDialog();
    } catch {
      toast({ variant: 'destructive', title: 'Export failed', description: 'Failed to export CSV file' });
      setExporting(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !exporting && closeDialog()}
      title="Export to CSV"
      description="Select the clients, folders, and projects you want to include in your CSV export."
      footer={
        <>
          <Selected aria-live="polite">{selectedLabel(selected.size)}</Selected>
          <Button onClick={closeDialog} disabled={exporting}>
            Cancel
          </Button>
          <Button
            variant="primary"
            icon={<DownloadIcon />}
            loading={exporting}
            disabled={selected.size === 0}
            onClick={() => void exportCsv()}
          >
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </>
      }
    >
      {hasProjects ? (
        <Scroll>
          <ExportTree
            tree={tree}
            selected={selected}
            cardCounts={snap.cardCounts}
            onToggleGroup={(ids) => setSelected((s) => toggleGroup(s, ids))}
            onToggleProject={(id) => setSelected((s) => toggleOne(s, id))}
          />
        </Scroll>
      ) : (
        <EmptyState
          compact
          icon={<DownloadIcon size={20} />}
          title="Nothing to export yet"
          text="Create a project in Manage Projects, add some cards, then export them here."
        />
      )}
    </Dialog>
  );
}
