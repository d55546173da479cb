// The share view of Manage Projects (spec 2): share the folder by e-mail and see who has it — the owner
// first with an 'Owner' badge, then each share as 'Pending' or 'Active', removable.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { Project } from '../../../../../common/schemas/projects';
import type { FolderShare } from '../../../../../common/schemas/shares';
import { removeShare, shareFolder } from '../../../store/actions/shares';
import { session } from '../../../store/session';
import {
  Avatar,
  Badge,
  Button,
  CheckIcon,
  EmptyState,
  Field,
  InfoIcon,
  Input,
  Spinner,
  TrashIcon,
} from '../../../ui';
import {
  List,
  Row,
  RowAction,
  RowActions,
  RowMain,
  RowMeta,
  RowTitle,
  SectionHeader,
} from '../shared/ListParts';
import { RoomLinks } from './RoomLinks';
import { useFolderShares } from './useFolderShares';

const Intro = styled.p`
  display: flex;
  gap: 10px;
  margin-bottom: 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentSoftText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

const ShareForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 8px;
  margin-bottom: 20px;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const fullName = (person: { firstName: string | null; lastName: string | null } | null | undefined) =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ');

export function ShareView({ folder }: { folder: Project }) {
  const { user } = useSnapshot(session);
  const { shares, status, reload } = useFolderShares(folder.id);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  // The owner comes with the first share; before any share the owner is the one looking (only owners share).
  const owner =
    shares[0]?.folderOwner ??
    (user && folder.ownerId === user.id
      ? { email: user.email, firstName: user.firstName, lastName: user.lastName }
      : null);

  async function share(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || pending) return;
    setPending(true);
    const created = await shareFolder(folder.id, email.trim());
    setPending(false);
    if (created) setEmail('');
    await reload();
  }

  async function remove(item: FolderShare) {
    setRemoving(item.id);
    await removeShare(item);
    setRemoving(null);
    await reload();
  }

  return (
    <div data-testid="share-view">
      <Intro>
        <InfoIcon size={16} />
        When you share a folder, all projects and cards within it will be accessible to the recipient.
      </Intro>
      <ShareForm onSubmit={share} noValidate>
        <Field label="Email address">
          <Input
            type="email"
            placeholder="colleague@example.com"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="primary" disabled={!email.trim() || pending} loading={pending}>
          Share
        </Button>
      </ShareForm>
      <SectionHeader>
        <h3>Current shares</h3>
      </SectionHeader>
      {status === 'loading' ? (
        <Loading>
          <Spinner label="Loading shares" />
        </Loading>
      ) : status === 'error' ? (
        <EmptyState compact title="Could not load the shares" text="Check your connection and try again." />
      ) : (
        <List aria-label="Current shares">
          {owner ? (
            <Row>
              <Avatar name={fullName(owner) || owner.email} id={folder.ownerId} size={30} />
              <RowMain>
                <RowTitle>
                  <span className="name">{owner.email}</span>
                  <Badge tone="accent">Owner</Badge>
                </RowTitle>
                {fullName(owner) ? <RowMeta>{fullName(owner)}</RowMeta> : null}
              </RowMain>
            </Row>
          ) : null}
          {shares.map((item) => (
            <Row key={item.id}>
              <Avatar
                name={fullName(item.sharedWithUser) || item.sharedWithEmail}
                id={item.sharedWithUserId ?? undefined}
                size={30}
              />
              <RowMain>
                <RowTitle>
                  <span className="name">{item.sharedWithEmail}</span>
                  {item.status === 'active' ? (
                    <Badge tone="success">
                      <CheckIcon size={12} strokeWidth={3} />
                      Active
                    </Badge>
                  ) : (
                    <Badge tone="warning">Pending</Badge>
                  )}
                </RowTitle>
                <RowMeta>
                  {fullName(item.sharedWithUser) || 'Invitation sent, address not confirmed yet'}
                </RowMeta>
              </RowMain>
              <RowActions>
                <RowAction
                  variant="danger"
                  aria-label={`Remove share with ${item.sharedWithEmail}`}
                  icon={<TrashIcon />}
                  loading={removing === item.id}
                  onClick={() => void remove(item)}
                />
              </RowActions>
            </Row>
          ))}
        </List>
      )}
      {folder.access === 'owner' ? <RoomLinks folder={folder} /> : null}
    </div>
  );
}
