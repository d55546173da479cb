// What the card dialog's tests share (CardDialog, CardHistoryTab, useCardHash): a project holding one card, a
// signed-in user, and the dialog opened the way the board opens it (view.openCardId).
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DEFAULT_SCORING_SETTING, type ScoringSetting } from '../../../../../common/estimation';
import type { Card } from '../../../../../common/schemas/cards';
import { setProjectData } from '../../../store/applyRemote';
import { resetBoard } from '../../../store/board';
import { setUser } from '../../../store/session';
import { setOpenCard } from '../../../store/view';
import { clearToasts } from '../../../ui';
import { makeCard } from '../backlog/testFixtures';

/** Card APP-005 of project 2, in the use case Reporting. */
export const card: Card = makeCard(5, {
  title: 'Export to CSV',
  categoryId: 1,
  category: { name: 'Reporting', color: '#3B82F6' },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const stamp = { createdAt: '', updatedAt: '', version: 0 };

/**
 * Project 2 ("App") with the card above (or it changed by `cardChanges`), one use case and one release, as its
 * data load answers; its deck and scoring model are the defaults unless `setting` says otherwise.
 */
export function loadBoard(setting: Partial<ScoringSetting> = {}, cardChanges: Partial<Card> = {}) {
  resetBoard(2);
  setProjectData({
    project: {
      id: 2,
      name: 'App',
      clientId: 1,
      parentId: 1,
      prefix: 'APP',
      ...DEFAULT_SCORING_SETTING,
      ...setting,
    } as never,
    cards: [{ ...card, ...cardChanges }],
    categories: [{ id: 1, name: 'Reporting', color: '#3B82F6', projectId: 2, ...stamp } as never],
    releases: [
      {
        id: 3,
        name: 'Beta',
        description: null,
        startDate: '2025-02-01',
        endDate: null,
        roadmapVisible: true,
        projectId: 2,
        sprints: [],
        ...stamp,
      },
    ],
  });
}

/** Opens card `id` as a click on the board does; resolves with the dialog. */
export const open = async (id = 5) => {
  act(() => {
    setOpenCard(id);
  });
  return screen.findByRole('dialog');
};

/** Signs "me" in and loads the project before each test; cleans the screen and the stubs after it. */
export function withCardDialogSetup() {
  beforeEach(() => {
    setUser({
      id: 'me',
      email: 'me@cardplan.test',
      firstName: 'Me',
      lastName: 'Myself',
      accessLevel: 'user',
    } as never);
    loadBoard();
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    setOpenCard(null);
    vi.unstubAllGlobals();
  });
}
