// The list view of Manage Projects: the selected client's folders with their child projects, card counts
// in brackets, the shared-folder icon, and each row's actions (owner-only folder actions hidden for a
// share recipient). A folder or project created here and not answered yet shows as saving, with no actions.
import styled from 'styled-components';
import type { Project } from '../../../../../common/schemas/projects';
import {
  Badge,
  FolderIcon,
  LayersIcon,
  PencilIcon,
  PlusIcon,
  Tooltip,
  TOOLTIP_DELAY,
  TrashIcon,
  UsersIcon,
} from '../../../ui';
import { isPlaceholder } from '../../../store/workspace';
import {
  Count,
  List,
  Row,
  RowAction,
  RowActions,
  RowMain,
  RowTitle,
  Saving,
  ScrollArea,
} from '../shared/ListParts';
import { sharedWithLabel } from './projectRules';

const Folder = styled(Row)`
  background: ${({ theme }) => theme.color.bgSubtle};
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
`;

const SharedMark = styled.span`
  display: inline-flex;
  flex: none;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.xs};
  color: ${({ theme }) => theme.color.accent};
`;

const Prefix = styled.span`
  flex: none;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const NoChildren = styled.li`
  padding: 8px 12px 10px 36px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textSubtle};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

interface FolderGroup {
  folder: Project;
  projects: Project[];
}

export interface ManagedProjectListProps {
  groups: readonly FolderGroup[];
  cardCounts: Readonly<Record<string, number>>;
  shareCounts: Readonly<Record<string, number>>;
  onAddProject: (folder: Project) => void;
  onEdit: (project: Project) => void;
  onShare: (folder: Project) => void;
  onDelete: (project: Project) => void;
}

export function ManagedProjectList(props: ManagedProjectListProps) {
  const { groups, cardCounts, shareCounts } = props;
  const count = (id: number) => cardCounts[id] ?? 0;
  return (
    <ScrollArea>
      <List aria-label="Folders and projects">
        {groups.map(({ folder, projects }) => {
          const owner = folder.access === 'owner';
          const shares = shareCounts[folder.id] ?? 0;
          const total = projects.reduce((sum, p) => sum + count(p.id), 0);
          return [
            <Folder
              key={folder.id}
              aria-label={`Folder ${folder.name}`}
              aria-busy={isPlaceholder(folder) || undefined}
            >
              <Icon>
                <FolderIcon />
              </Icon>
              <RowMain>
                <RowTitle>
                  <span className="name">{folder.name}</span>
                  <Count title={`${total} cards`}>({total})</Count>
                  {shares > 0 ? (
                    <Tooltip content={sharedWithLabel(shares)} delay={TOOLTIP_DELAY.projectList}>
                      <SharedMark tabIndex={0} role="img" aria-label={sharedWithLabel(shares)}>
                        <UsersIcon size={14} />
                      </SharedMark>
                    </Tooltip>
                  ) : null}
                  {!owner ? <Badge tone="accent">Shared with you</Badge> : null}
                </RowTitle>
              </RowMain>
              {isPlaceholder(folder) ? (
                <Saving>Saving…</Saving>
              ) : (
                <RowActions>
                  <RowAction
                    aria-label={`Add project to ${folder.name}`}
                    icon={<PlusIcon />}
                    onClick={() => props.onAddProject(folder)}
                  />
                  {owner ? (
                    <>
                      <RowAction
                        aria-label={`Edit ${folder.name}`}
                        icon={<PencilIcon />}
                        onClick={() => props.onEdit(folder)}
                      />
                      <RowAction
                        aria-label={`Share ${folder.name}`}
                        icon={<UsersIcon />}
                        onClick={() => props.onShare(folder)}
                      />
                      <RowAction
                        variant="danger"
                        aria-label={`Delete ${folder.name}`}
                        icon={<TrashIcon />}
                        onClick={() => props.onDelete(folder)}
                      />
                    </>
                  ) : null}
                </RowActions>
              )}
            </Folder>,
            projects.length === 0 ? (
              <NoChildren key={`${folder.id}-empty`}>No projects in this folder yet.</NoChildren>
            ) : null,
            ...projects.map((project) => (
              <Row
                key={project.id}
                $nested
                aria-label={`Project ${project.name}`}
                aria-busy={isPlaceholder(project) || undefined}
              >
                <Icon>
                  <LayersIcon size={14} />
                </Icon>
                <RowMain>
                  <RowTitle>
                    <span className="name">{project.name}</span>
                    <Count title={`${count(project.id)} cards`}>({count(project.id)})</Count>
                    {project.prefix ? <Prefix>{project.prefix}</Prefix> : null}
                  </RowTitle>
                </RowMain>
                {isPlaceholder(project) ? (
                  <Saving>Saving…</Saving>
                ) : (
                  <RowActions>
                    <RowAction
                      aria-label={`Edit ${project.name}`}
                      icon={<PencilIcon />}
                      onClick={() => props.onEdit(project)}
                    />
                    <RowAction
                      variant="danger"
                      aria-label={`Delete ${project.name}`}
                      icon={<TrashIcon />}
                      onClick={() => props.onDelete(project)}
                    />
                  </RowActions>
                )}
              </Row>
            )),
          ];
        })}
      </List>
    </ScrollArea>
  );
}
