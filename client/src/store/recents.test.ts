// @vitest-environment happy-dom
// The palette's recents: read back item by item (broken ones dropped), newest first and once each, at most
// RECENTS_MAX, and noted as a project opens and a card's dialog opens, per signed-in user.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { card } from '../../../common/test/factories';
import type { Project } from '../../../common/schemas/projects';
import { setProjectData } from './applyRemote';
import { resetBoard } from './board';
import {
  installRecents,
  recents,
  parseRecents,
  RECENTS_MAX,
  recentsKey,
  withRecent,
  type RecentItem,
} from './recents';
import { resetSession, setUser } from './session';
import { setOpenCard } from './view';
import { workspace } from './workspace';
import type { CurrentUser } from '../api/auth';

const project = (id: number): RecentItem => ({ kind: 'project', id, name: `P${id}` });

describe('parseRecents', () => {
  it('reads what was stored, dropping broken items and unknown versions', () => {
    const items = [
      project(1),
      { kind: 'card', id: 'x' },
      { kind: 'card', id: 4, projectId: 1, externalId: 'A-4', title: 'T' },
    ];
    expect(parseRecents(JSON.stringify({ v: 1, items }))).toEqual([
      project(1),
      { kind: 'card', id: 4, projectId: 1, externalId: 'A-4', title: 'T' },
    ]);
    expect(parseRecents(JSON.stringify({ v: 2, items }))).toEqual([]);
    expect(parseRecents('not json')).toEqual([]);
    expect(parseRecents(null)).toEqual([]);
  });
});

describe('withRecent', () => {
  it('puts the item first, once, and keeps at most RECENTS_MAX', () => {
    const many = Array.from({ length: RECENTS_MAX }, (_, i) => project(i + 1));
    const next = withRecent(many, project(3));
    expect(next.map((item) => item.id)).toEqual([3, 1, 2, 4, 5, 6, 7, 8]);
    expect(withRecent(many, project(99))).toHaveLength(RECENTS_MAX);
    expect(withRecent(many, project(99))[0]!.id).toBe(99);
  });
});

describe('installRecents', () => {
  let stop = () => {};
  beforeEach(() => {
    localStorage.clear();
    setUser({ id: 'me' } as CurrentUser);
    workspace.selectedProjectId = 2;
    stop = installRecents();
  });
  afterEach(() => {
    stop();
    setOpenCard(null);
    resetBoard(null);
    resetSession();
  });

  it('notes the project that opens and the card whose dialog opens, and stores them for the user', async () => {
    resetBoard(2);
    setProjectData({
      project: { id: 2, name: 'Web', parentId: 10 } as Project,
      cards: [card(7, { projectId: 2, externalId: 'WEB-007', title: 'Night theme' })],
      categories: [],
      releases: [],
    });
    await Promise.resolve();
    expect(recents.items).toEqual([{ kind: 'project', id: 2, name: 'Web' }]);
    setOpenCard(7);
    await Promise.resolve();
    expect(recents.items[0]).toEqual({
      kind: 'card',
      id: 7,
      projectId: 2,
      externalId: 'WEB-007',
      title: 'Night theme',
    });
    expect(parseRecents(localStorage.getItem(recentsKey('me')))).toEqual(recents.items);
    expect(recents.items).toHaveLength(2);
  });

  it('does not note a folder', async () => {
    resetBoard(2);
    setProjectData({
      project: { id: 2, name: 'Product', parentId: null } as Project,
      cards: [],
      categories: [],
      releases: [],
    });
    await Promise.resolve();
    expect(recents.items).toEqual([]);
  });
});
