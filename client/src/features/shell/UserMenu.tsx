// The signed-in user's menu (spec 2): e-mail or 'User', 'Admin Panel' for admins, 'Sign Out' → /api/logout.
// Its trigger's tooltip ('Account') shows only while the menu is closed.
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { LOGOUT_PATH } from '../../api/auth';
import { displayName, isAdmin, session } from '../../store/session';
import { Avatar, ChevronDownIcon, LogOutIcon, Menu, SettingsIcon, below, type MenuItem } from '../../ui';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 280px;
  height: 36px;
  padding: 0 8px 0 4px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceHover};
    border-color: ${({ theme }) => theme.color.border};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const offScreen = `
  position: absolute;
  width: 1px;
  height: 1px;
  clip: rect(0 0 0 0);
`;

/**
 * Visible from tablet up (or above `$hiddenIn`, a media query); elsewhere it stays in the accessible name and
 * the menu's header, but leaves the screen.
 */
const Email = styled.span<{ $hiddenIn?: string }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${below('sm')} {
    ${offScreen}
  }
  ${({ $hiddenIn }) => ($hiddenIn ? `${$hiddenIn} { ${offScreen} }` : '')}
`;

const Header = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  & > strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** `emailHiddenIn`: a media query where the trigger shows the avatar alone (a crowded header). */
export function UserMenu({ emailHiddenIn }: { emailHiddenIn?: string } = {}) {
  const { user } = useSnapshot(session);
  const [, navigate] = useLocation();
  const label = user?.email || 'User';
  const name = user ? displayName(user) : 'User';

  const items: MenuItem[] = [
    ...(isAdmin(user)
      ? [{ label: 'Admin Panel', icon: <SettingsIcon size={16} />, onSelect: () => navigate('/admin') }]
      : []),
    {
      label: 'Sign Out',
      icon: <LogOutIcon size={16} />,
      onSelect: () => window.location.assign(LOGOUT_PATH),
    },
  ];

  return (
    <Menu
      items={items}
      tooltip="Account"
      header={
        <Header>
          {name !== label ? <strong>{name}</strong> : null}
          <span>{label}</span>
        </Header>
      }
    >
      <Trigger type="button">
        <span aria-hidden="true">
          <Avatar name={name} id={user?.id} size={28} />
        </span>
        <Email $hiddenIn={emailHiddenIn}>{label}</Email>
        <ChevronDownIcon size={14} aria-hidden="true" />
      </Trigger>
    </Menu>
  );
}
