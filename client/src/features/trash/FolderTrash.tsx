// The trash in Manage Projects: a folder's deleted projects (the owner may empty the folder's whole trash),
// or the deleted folders this person may restore, one list at a time.
import { useState } from 'react';
import styled from 'styled-components';
import type { Project } from '../../../../common/schemas/projects';
import { Field, Select } from '../../ui';
import { folderPlan } from './emptyPlans';
import { TrashPanel } from './TrashPanel';

const Chooser = styled(Field)`
  margin-bottom: 12px;
`;

export interface FolderTrashProps {
  /** The folders of the client on screen, each with its projects. */
  groups: readonly { folder: Project; projects: readonly Project[] }[];
  /** The folder to show first (the open project's), or the deleted folders. */
  initialFolderId?: number | null | 'deletedFolders';
}

const DELETED_FOLDERS = 'folders';

export function FolderTrash({ groups, initialFolderId }: FolderTrashProps) {
  const first =
    initialFolderId === 'deletedFolders'
      ? undefined
      : (groups.find((g) => g.folder.id === initialFolderId) ?? groups[0]);
  const [choice, setChoice] = useState<string>(first ? String(first.folder.id) : DELETED_FOLDERS);
  const group = groups.find((g) => String(g.folder.id) === choice);

  return (
    <>
      <Chooser label="Show">
        <Select value={group ? choice : DELETED_FOLDERS} onChange={(event) => setChoice(event.target.value)}>
          {groups.map(({ folder }) => (
            <option key={folder.id} value={folder.id}>
              Deleted projects of {folder.name}
            </option>
          ))}
          <option value={DELETED_FOLDERS}>Deleted folders</option>
        </Select>
      </Chooser>
      {group ? (
        <TrashPanel
          key={group.folder.id}
          source={{ kind: 'folder', folderId: group.folder.id }}
          owner={group.folder.access === 'owner'}
          emptyPlan={folderPlan(
            group.folder.id,
            group.projects.map((project) => project.id),
          )}
          label={`Deleted projects of ${group.folder.name}`}
          emptyText="Deleted projects of this folder wait here, ready to restore."
        />
      ) : (
        <TrashPanel
          key={DELETED_FOLDERS}
          source={{ kind: 'deletedFolders' }}
          owner
          label="Deleted folders"
          emptyText="Deleted folders wait here with their projects, ready to restore."
        />
      )}
    </>
  );
}
