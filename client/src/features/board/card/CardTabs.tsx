// The card dialog's tabs (Details | History) on the WAI-ARIA tabs pattern: one tab stop, the arrow keys,
// Home and End move between tabs and select them; each panel is named by its tab.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  position: sticky;
  top: -4px;
  z-index: ${({ theme }) => theme.z.raised};
  display: flex;
  gap: 4px;
  margin: 0 -20px 14px;
  padding: 0 20px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Tab = styled.button`
  position: relative;
  height: 36px;
  padding: 0 10px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    left: 6px;
    right: 6px;
    bottom: -1px;
    height: 2px;
    border-radius: 2px;
    background: transparent;
  }
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-selected='true']::after {
    background: ${({ theme }) => theme.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Panel = styled.div`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

interface CardTab<K extends string> {
  key: K;
  label: string;
  /** Rendered once the tab has been chosen, then kept (hidden) so switching back costs nothing. */
  render: () => ReactNode;
  /** A panel that starts with text rather than a control is a tab stop of its own (APG tabs). */
  tabStop?: boolean;
}

export interface CardTabsProps<K extends string> {
  label: string;
  tabs: readonly CardTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The tabs opened so far: their panels stay mounted. */
  visited: ReadonlySet<K>;
}

export function CardTabs<K extends string>({ label, tabs, selected, onSelect, visited }: CardTabsProps<K>) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const panels = useRef<Record<string, HTMLDivElement | null>>({});
  // The dialog keeps the height of the first panel (the form) on the other tabs rather than jumping shorter.
  const [firstHeight, setFirstHeight] = useState<number>();
  const first = tabs[0]?.key;
  function select(key: K) {
    if (selected === first && key !== first) setFirstHeight(panels.current[selected]?.offsetHeight);
    onSelect(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(tabs[to]!.key);
    refs.current[to]?.focus();
  }

  return (
    <>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.key}
          ref={(node) => {
            panels.current[tab.key] = node;
          }}
          style={tab.key === first || !firstHeight ? undefined : { minHeight: `min(${firstHeight}px, 60vh)` }}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={tab.tabStop ? 0 : undefined}
        >
          {tab.key === selected || visited.has(tab.key) ? tab.render() : null}
        </Panel>
      ))}
    </>
  );
}
