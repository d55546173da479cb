// The selected client's folders with their projects and card counts; a click opens the project (a folder
// is a container: the board then asks for a child project). One created here and not answered yet shows
// as saving and opens only once its answer gave it its id.
import styled, { css } from 'styled-components';
import { useSnapshot } from 'valtio';
import { selectProject } from '../../../store/actions/workspace';
import { foldersOf, isPlaceholder, workspace } from '../../../store/workspace';
import { FolderIcon, Tooltip, TOOLTIP_DELAY, UsersIcon } from '../../../ui';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1px;
  margin: 0 -8px;
  padding: 0;
  list-style: none;
  & & {
    margin: 1px 0 0;
  }
`;

const Row = styled.button<{ $selected: boolean; $depth: number }>`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 32px;
  padding: 4px 8px 4px ${({ $depth }) => 8 + $depth * 18}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  text-align: left;
  cursor: pointer;
  &:hover:enabled {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: progress;
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.color.accentSoft};
      color: ${theme.color.accentSoftText};
      font-weight: ${theme.fontWeight.medium};
      &:hover {
        background: ${theme.color.accentSoft};
      }
    `}
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Saving = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-style: italic;
`;

/** A placeholder row's state: not clickable, busy, "Saving…" in place of its count. */
const saving = (id: number) => (isPlaceholder(id) ? { disabled: true, 'aria-busy': true } : {});

const plural = (n: number) => `Shared with ${n} ${n === 1 ? 'person' : 'people'}`;

export function SidebarProjects() {
  const { projects, selectedClientId, selectedProjectId, cardCounts, folderShareCounts } =
    useSnapshot(workspace);
  const folders = foldersOf(projects, selectedClientId);
  if (folders.length === 0) return <Hint>No projects yet. Create a folder and a project in Projects.</Hint>;
  return (
    <List aria-label="Projects">
      {folders.map(({ folder, projects: children }) => {
        const shares = folderShareCounts[folder.id] ?? 0;
        return (
          <li key={folder.id}>
            <Row
              type="button"
              $depth={0}
              $selected={folder.id === selectedProjectId}
              aria-current={folder.id === selectedProjectId ? 'page' : undefined}
              onClick={() => selectProject(folder.id)}
              {...saving(folder.id)}
            >
              <FolderIcon size={15} />
              <Name>{folder.name}</Name>
              {isPlaceholder(folder) && <Saving>Saving…</Saving>}
              {(shares > 0 || folder.access === 'shared') && (
                <Tooltip
                  content={folder.access === 'shared' ? 'Shared with you' : plural(shares)}
                  delay={TOOLTIP_DELAY.projectList}
                >
                  <UsersIcon
                    size={14}
                    aria-label={folder.access === 'shared' ? 'Shared with you' : plural(shares)}
                  />
                </Tooltip>
              )}
            </Row>
            <List>
              {children.map((project) => (
                <li key={project.id}>
                  <Row
                    type="button"
                    $depth={1}
                    $selected={project.id === selectedProjectId}
                    aria-current={project.id === selectedProjectId ? 'page' : undefined}
                    onClick={() => selectProject(project.id)}
                    {...saving(project.id)}
                  >
                    <Name>{project.name}</Name>
                    {isPlaceholder(project) ? (
                      <Saving>Saving…</Saving>
                    ) : (
                      <Count aria-label={`${cardCounts[project.id] ?? 0} cards`}>
                        {cardCounts[project.id] ?? 0}
                      </Count>
                    )}
                  </Row>
                </li>
              ))}
            </List>
          </li>
        );
      })}
    </List>
  );
}
