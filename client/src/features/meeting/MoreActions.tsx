// The meeting bar's secondary controls: the Shortcuts button on a wide screen, and below 1280 px a "More"
// menu (⋯) that holds them with the other controls that do not fit.
import type { ReactNode } from 'react';
import { IconButton, KeyboardIcon, Menu, MoreIcon, Tooltip, type MenuItem } from '../../ui';

const MORE_ACTIONS = 'More meeting actions';
const SHORTCUTS = 'Shortcuts';

export function ShortcutsButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Tooltip content="Keyboard shortcuts (?)">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={SHORTCUTS}
        aria-keyshortcuts="Shift+?"
        icon={<KeyboardIcon size={16} />}
        onClick={onOpen}
      />
    </Tooltip>
  );
}

/** The menu item that opens the shortcut sheet, first in every "More" menu. */
export const shortcutsItem = (onOpen: () => void): MenuItem => ({
  label: SHORTCUTS,
  icon: <KeyboardIcon size={15} />,
  onSelect: onOpen,
});

export function MoreActions({ items, header }: { items: MenuItem[]; header?: ReactNode }) {
  return (
    <Menu items={items} header={header} tooltip="More">
      <IconButton size="sm" variant="secondary" aria-label={MORE_ACTIONS} icon={<MoreIcon size={16} />} />
    </Menu>
  );
}
