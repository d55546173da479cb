// Landing sidebar: brand, tagline, what you get, and the Sign Up / Sign In buttons; a top bar on phones.
import styled from 'styled-components';
import {
  Brand,
  ButtonLink,
  CheckIcon,
  DownloadIcon,
  ListIcon,
  RoadmapIcon,
  ThemeToggle,
  UsersIcon,
  below,
} from '../../ui';
import { loadSignInPage, loadSignUpPage } from '../auth/loadPages';

/** Fills the grid column (so the border and surface run the page's full height)... */
const Aside = styled.aside`
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  ${below('md')} {
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** ...while its content stays in view as the main area scrolls. */
const Sticky = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: 28px;
  height: 100vh;
  padding: 28px 24px 20px;
  ${below('md')} {
    position: static;
    height: auto;
    gap: 14px;
    padding: 14px 16px 16px;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1.45;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.color.text};
  & span {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${below('md')} {
    & span {
      display: inline;
    }
  }
  ${below('md')} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Perks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${below('md')} {
    display: none;
  }
`;

const Perk = styled.li`
  display: flex;
  text-wrap: pretty;
  align-items: center;
  gap: 10px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
  & > span {
    display: grid;
    place-items: center;
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentSoftText};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  ${below('md')} {
    flex-direction: row;
    & > * {
      flex: 1;
    }
  }
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textSubtle};
  ${below('md')} {
    display: none;
  }
`;

const MobileToggle = styled.div`
  display: none;
  ${below('md')} {
    display: block;
  }
`;

/** Pointing at or tabbing to a button fetches its form's code, so the click seldom waits for it. */
const preload = (load: () => Promise<unknown>) => {
  const start = () => void load().catch(() => {}); // only a head start: the route loads it on the click anyway
  return { onPointerEnter: start, onFocus: start };
};

const PERKS = [
  { icon: <ListIcon size={15} />, text: 'A ranked backlog you sort by dragging' },
  { icon: <RoadmapIcon size={15} />, text: 'Roadmap by release and use case' },
  { icon: <UsersIcon size={15} />, text: 'Share a folder, edit together live' },
  { icon: <DownloadIcon size={15} />, text: 'CSV export in one click' },
];

export function LandingSidebar() {
  return (
    <Aside aria-label="Cardplan">
      <Sticky>
        <Top>
          <Brand size={22} />
          <MobileToggle>
            <ThemeToggle size="sm" />
          </MobileToggle>
        </Top>
        <Tagline>
          Faster than a spreadsheet. <span>Simpler than a ticketing tool.</span>
        </Tagline>
        <Perks>
          {PERKS.map((perk) => (
            <Perk key={perk.text}>
              <span aria-hidden="true">{perk.icon}</span>
              {perk.text}
            </Perk>
          ))}
        </Perks>
        <Actions>
          <ButtonLink href="/signup" variant="primary" size="lg" fullWidth {...preload(loadSignUpPage)}>
            Sign Up
          </ButtonLink>
          <ButtonLink href="/signin" variant="secondary" size="lg" fullWidth {...preload(loadSignInPage)}>
            Sign In
          </ButtonLink>
        </Actions>
        <Foot>
          <ThemeToggle size="sm" />
          <span>
            <CheckIcon size={12} style={{ display: 'inline', verticalAlign: '-2px' }} /> Free to try, no card
            required
          </span>
        </Foot>
      </Sticky>
    </Aside>
  );
}
