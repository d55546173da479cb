// The users table: e-mail, name, joined date, cards, role, how each signs in, and actions; rows become cards
// on phones.
import { format } from 'date-fns/format';
import styled from 'styled-components';
import type { AdminUser } from '../../api/admin';
import { displayName } from '../../store/session';
import { Avatar, Badge, IconButton, PencilIcon, Tooltip, TrashIcon, below, visuallyHidden } from '../../ui';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.md};
  & th {
    padding: 10px 16px;
    text-align: left;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    background: ${({ theme }) => theme.color.bgSubtle};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
  }
  & td {
    padding: 12px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  & tbody tr:last-child td {
    border-bottom: 0;
  }
  & tbody tr:hover td {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${below('md')} {
    & thead {
      display: none;
    }
    /* A row becomes a card: e-mail (actions top right), name, joined · cards · role on one line, sign-in. */
    & tbody tr {
      position: relative;
      display: grid;
      grid-template-columns: max-content max-content 1fr;
      align-items: center;
      gap: 6px 14px;
      padding: 14px 16px;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    & tbody tr:last-child {
      border-bottom: 0;
    }
    & tbody tr:hover td {
      background: none;
    }
    & td {
      padding: 0;
      border: 0;
    }
    & td[data-label]::before {
      content: attr(data-label) ' ';
      color: ${({ theme }) => theme.color.textSubtle};
    }
    & td.email {
      grid-column: 1 / -1;
      padding-right: 72px;
    }
    & td.name {
      grid-column: 1 / -1;
      padding-left: 38px;
    }
    & td.joined {
      padding-left: 38px;
    }
    & td.num {
      text-align: left;
    }
    & td.role {
      justify-self: start;
    }
    & td.signin {
      grid-column: 1 / -1;
      padding-left: 38px;
    }
    & td.actions {
      position: absolute;
      top: 12px;
      right: 12px;
    }
    & td.muted {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  & > * {
    flex-shrink: 0;
  }
`;

/** Long addresses end in an ellipsis rather than pushing the "You" badge out of the row. */
const Email = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 2px;
`;

/** Your own row has no Delete: its place stays empty, so every row's Edit lines up with the others'. */
const NoDelete = styled.span`
  display: inline-flex;
  visibility: hidden;
`;

/** How a person signs in, in words; "—" for an account with neither (yet). */
function signInMethodsLabel(methods: AdminUser['signsInWith']): string {
  const password = methods.includes('password');
  const sso = methods.includes('sso');
  if (password && sso) return 'Password and SSO';
  if (password) return 'Password';
  return sso ? 'SSO' : '—';
}

export interface UsersTableProps {
  users: readonly AdminUser[];
  currentUserId: string | undefined;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UsersTable({ users, currentUserId, onEdit, onDelete }: UsersTableProps) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Name</th>
          <th scope="col">Joined</th>
          <th scope="col" className="num">
            Cards
          </th>
          <th scope="col">Role</th>
          <th scope="col">Sign-in</th>
          <th scope="col">
            <Hidden>Actions</Hidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const self = user.id === currentUserId;
          const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
          return (
            <tr key={user.id}>
              <td className="email">
                <Person>
                  <Avatar name={displayName(user)} id={user.id} size={28} />
                  <Email title={user.email}>{user.email}</Email>
                  {self ? <Badge tone="outline">You</Badge> : null}
                </Person>
              </td>
              <td className="name muted">{name || <Muted>—</Muted>}</td>
              <td className="joined muted" data-label="Joined">
                <Muted>{format(new Date(user.createdAt), 'MMM d, yyyy')}</Muted>
              </td>
              <td className="num muted" data-label="Cards">
                {user.featureCount}
              </td>
              <td className="role">
                <Badge tone={user.accessLevel === 'admin' ? 'accent' : 'neutral'}>
                  {user.accessLevel === 'admin' ? 'Admin' : 'User'}
                </Badge>
              </td>
              <td className="signin muted" data-label="Signs in with">
                <Muted>{signInMethodsLabel(user.signsInWith)}</Muted>
              </td>
              <td className="actions">
                <Actions>
                  <Tooltip content="Edit user">
                    <IconButton
                      aria-label={`Edit ${user.email}`}
                      icon={<PencilIcon />}
                      onClick={() => onEdit(user)}
                    />
                  </Tooltip>
                  {self ? (
                    <NoDelete aria-hidden="true">
                      <IconButton aria-label="" tabIndex={-1} icon={<TrashIcon />} />
                    </NoDelete>
                  ) : (
                    <Tooltip content="Delete user">
                      <IconButton
                        aria-label={`Delete ${user.email}`}
                        variant="danger"
                        icon={<TrashIcon />}
                        onClick={() => onDelete(user)}
                      />
                    </Tooltip>
                  )}
                </Actions>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
