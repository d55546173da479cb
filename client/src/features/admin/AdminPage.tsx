// Admin panel at /admin (spec 2/6): counts, the users table and the create / edit / delete dialogs.
import { useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { AdminUser } from '../../api/admin';
import { loadSession, session } from '../../store/session';
import { ArrowLeftIcon, Button, ButtonLink, EmptyState, PlusIcon, Spinner, UsersIcon, below } from '../../ui';
import { AppHeader } from '../shell/AppHeader';
import { AccessDenied } from './AccessDenied';
import { CreateUserDialog } from './CreateUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { SummaryCards } from './SummaryCards';
import { useAdminUsers } from './useAdminUsers';
import { UsersTable } from './UsersTable';

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 20px;
  width: min(1120px, 100%);
  margin: 0 auto;
  padding: 28px clamp(12px, 3vw, 24px) 48px;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
`;

const Title = styled.h1`
  margin-top: 10px;
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.025em;
  ${below('sm')} {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`;

const Lead = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Panel = styled.section`
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.xs};
`;

const PanelHead = styled.h2`
  padding: 14px 16px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 64px 16px;
  color: ${({ theme }) => theme.color.textMuted};
`;

type Open =
  { kind: 'create' } | { kind: 'edit'; user: AdminUser } | { kind: 'delete'; user: AdminUser } | null;

export function AdminPage() {
  const { user: me } = useSnapshot(session);
  const { state, reload, retry } = useAdminUsers();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (state.status === 'forbidden') {
    return (
      <>
        <AppHeader />
        <Main>
          <AccessDenied />
        </Main>
      </>
    );
  }

  const users = state.status === 'ready' ? state.users : [];
  return (
    <>
      <AppHeader />
      <Main>
        <Head>
          <div>
            <ButtonLink href="/" variant="ghost" size="sm" icon={<ArrowLeftIcon size={14} />}>
              Back to workspace
            </ButtonLink>
            <Title>Admin Panel</Title>
            <Lead>Manage who can sign in to Cardplan and what they can do.</Lead>
          </div>
          <Button variant="primary" icon={<PlusIcon size={16} />} onClick={() => setOpen({ kind: 'create' })}>
            Create User
          </Button>
        </Head>
        {state.status === 'loading' ? (
          <Centered>
            <Spinner size={24} label="Loading users" />
            Loading users…
          </Centered>
        ) : state.status === 'error' ? (
          <EmptyState
            icon={<UsersIcon size={22} />}
            title="Couldn't load users"
            text={state.message}
            action={<Button onClick={retry}>Try again</Button>}
          />
        ) : (
          <>
            <SummaryCards users={users} />
            <Panel aria-labelledby="admin-users-heading">
              <PanelHead id="admin-users-heading">Users</PanelHead>
              {users.length === 0 ? (
                <Centered>No users yet. Create the first one.</Centered>
              ) : (
                <UsersTable
                  users={users}
                  currentUserId={me?.id}
                  onEdit={(user) => setOpen({ kind: 'edit', user })}
                  onDelete={(user) => setOpen({ kind: 'delete', user })}
                />
              )}
            </Panel>
          </>
        )}
      </Main>
      {open?.kind === 'create' ? <CreateUserDialog onClose={close} onCreated={reload} /> : null}
      {open?.kind === 'edit' ? (
        <EditUserDialog
          user={open.user}
          isSelf={open.user.id === me?.id}
          onClose={close}
          onSaved={() => {
            void reload();
            // The header shows the signed-in user's own name: refresh it after editing oneself.
            if (open.user.id === me?.id) void loadSession(true);
          }}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteUserDialog user={open.user} onClose={close} onDeleted={reload} />
      ) : null}
    </>
  );
}
