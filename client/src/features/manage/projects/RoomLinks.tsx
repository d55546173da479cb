// "Room links" in a folder's share view (the folder's owner only): read-only projector links to one
// of its projects, for a screen in the room that nobody signs in on. Listed with who made them and when,
// revoked after a confirmation (open screens stop updating at once).
import { useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { RoomLink } from '../../../api/roomLinks';
import type { Project } from '../../../../../common/schemas/projects';
import { workspace } from '../../../store/workspace';
import { Button, ConfirmDialog, EmptyState, LinkIcon, Spinner } from '../../../ui';
import { formatDay } from '../shared/dates';
import { List, Row, RowActions, RowMain, RowMeta, RowTitle, SectionHeader } from '../shared/ListParts';
import { NewRoomLink } from './NewRoomLink';
import { useRoomLinks } from './useRoomLinks';

const Section = styled.section`
  margin-top: 24px;
`;

const Intro = styled.p`
  margin-bottom: 12px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 30px;
  height: 30px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentSoftText};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 16px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function RoomLinks({ folder }: { folder: Project }) {
  const { projects } = useSnapshot(workspace);
  const children = (projects as Project[])
    .filter((project) => project.parentId === folder.id)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  const { links, status, create, revoke } = useRoomLinks(folder.id);
  const [confirming, setConfirming] = useState<RoomLink | null>(null);

  return (
    <Section aria-labelledby="room-links-title" data-testid="room-links">
      <SectionHeader>
        <h3 id="room-links-title">Room links</h3>
      </SectionHeader>
      <Intro>
        Show a project’s roadmap on a projector without signing in: anyone with its room link can watch that
        one project, read-only and live, and nothing else.
      </Intro>
      <NewRoomLink projects={children} onCreate={create} />
      {status === 'loading' ? (
        <Loading>
          <Spinner label="Loading room links" />
        </Loading>
      ) : status === 'error' ? (
        <EmptyState
          compact
          title="Could not load the room links"
          text="Check your connection and try again."
        />
      ) : links.length === 0 ? (
        <EmptyState compact icon={<LinkIcon size={18} />} title="No room links yet" />
      ) : (
        <List aria-label="Room links">
          {links.map((link) => (
            <Row key={link.id} data-room-link={link.id}>
              <Icon>
                <LinkIcon size={15} />
              </Icon>
              <RowMain>
                <RowTitle>
                  <span className="name">{link.projectName}</span>
                </RowTitle>
                <RowMeta>
                  Created {formatDay(link.createdAt)} by {link.createdBy.name}
                </RowMeta>
              </RowMain>
              <RowActions>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Revoke the room link for ${link.projectName}`}
                  onClick={() => setConfirming(link)}
                >
                  Revoke
                </Button>
              </RowActions>
            </Row>
          ))}
        </List>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Revoke Room Link"
          message={`Revoke the room link for "${confirming.projectName}"?`}
          consequence="Screens showing it stop updating at once, and the link opens nothing any more. This cannot be undone."
          confirmLabel="Revoke"
          onConfirm={() => revoke(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Section>
  );
}
