// Top bar of the signed-in screens: the brand (home link), optional page content, theme toggle and user menu,
// whose tooltips share the header's delays (spec 9: 700 ms, then 300 ms of skip).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Brand, ThemeToggle, TooltipGroup } from '../../ui';
import { UserMenu } from './UserMenu';

/** The top bar of the signed-in screens (also the feature manager's header). */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  display: flex;
  align-items: center;
  gap: 16px;
  height: 56px;
  padding: 0 clamp(12px, 3vw, 24px);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Home = styled(Link)`
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
`;

const Middle = styled.div`
  flex: 1;
  min-width: 0;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
`;

export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <HeaderBar>
      <Home href="/" aria-label="Cardplan home">
        <Brand size={18} />
      </Home>
      <Middle>{children}</Middle>
      <TooltipGroup>
        <End>
          <ThemeToggle size="md" />
          <UserMenu />
        </End>
      </TooltipGroup>
    </HeaderBar>
  );
}
