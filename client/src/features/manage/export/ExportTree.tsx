// The checkbox tree of the export dialog: clients, their folders, the folders' projects.
import styled from 'styled-components';
import { Checkbox, FolderIcon, LayersIcon, UsersIcon } from '../../../ui';
import {
  checkState,
  projectIdsOfClient,
  projectIdsOfFolder,
  type CheckState,
  type ExportClient,
} from './exportSelection';

const Tree = styled.ul.attrs({ role: 'list' })`
  padding: 0;
  list-style: none;
  & ul {
    padding: 0;
    list-style: none;
  }
`;

const ClientItem = styled.li`
  padding: 6px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Line = styled.div<{ $depth: number }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 34px;
  padding: 4px 8px 4px ${({ $depth }) => 8 + $depth * 26}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & label {
    flex: 1;
    min-width: 0;
  }
`;

const Name = styled.span<{ $strong?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeight.semibold : theme.fontWeight.regular)};
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const cardsLabel = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

const box = (state: CheckState) => ({ checked: state === 'all', indeterminate: state === 'some' });

export interface ExportTreeProps {
  tree: readonly ExportClient[];
  selected: ReadonlySet<number>;
  /** Cards per project id, shown beside each project. */
  cardCounts: Readonly<Record<string, number>>;
  onToggleGroup: (ids: number[]) => void;
  onToggleProject: (id: number) => void;
}

export function ExportTree({ tree, selected, cardCounts, onToggleGroup, onToggleProject }: ExportTreeProps) {
  return (
    <Tree aria-label="Clients, folders and projects">
      {tree.map((entry) => {
        const clientIds = projectIdsOfClient(entry);
        return (
          <ClientItem key={entry.client.id}>
            <Line $depth={0}>
              <Checkbox
                {...box(checkState(clientIds, selected))}
                disabled={clientIds.length === 0}
                onChange={() => onToggleGroup(clientIds)}
                label={
                  <Name $strong>
                    <UsersIcon size={14} />
                    {entry.client.name}
                    {clientIds.length === 0 ? <Quiet>no projects</Quiet> : null}
                  </Name>
                }
              />
            </Line>
            <ul>
              {entry.folders.map((folder) => {
                const folderIds = projectIdsOfFolder(folder);
                return (
                  <li key={folder.folder.id}>
                    <Line $depth={1}>
                      <Checkbox
                        {...box(checkState(folderIds, selected))}
                        disabled={folderIds.length === 0}
                        onChange={() => onToggleGroup(folderIds)}
                        label={
                          <Name>
                            <FolderIcon size={14} />
                            {folder.folder.name}
                            {folderIds.length === 0 ? <Quiet>empty</Quiet> : null}
                          </Name>
                        }
                      />
                    </Line>
                    <ul>
                      {folder.projects.map((project) => (
                        <li key={project.id}>
                          <Line $depth={2}>
                            <Checkbox
                              checked={selected.has(project.id)}
                              onChange={() => onToggleProject(project.id)}
                              label={
                                <Name>
                                  <LayersIcon size={14} />
                                  {project.name}
                                </Name>
                              }
                            />
                            <Quiet>{cardsLabel(cardCounts[project.id] ?? 0)}</Quiet>
                          </Line>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </ClientItem>
        );
      })}
    </Tree>
  );
}
