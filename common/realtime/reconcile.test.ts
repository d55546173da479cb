// reconcile's rules for events, one event type at a time, then versions that arrive out of wall-clock order,
// late and twice, the room projector and the workspace lists. Every model handed in is frozen, so a test also
// fails if reconcile writes into its input. (Own writes: pending.test.ts.)
import { describe, expect, it } from 'vitest';
import { reconcile, refresh } from './reconcile';
import { T, card, category, client, project, release, sprint } from '../test/factories';
import { event, local, model, run } from '../test/reconcileModel';

describe('each event type', () => {
  it('cards: created, updated, deleted, reordered; only the open project’s, and marked as someone else’s', () => {
    const out = run(model(), [
      event('card.created', card(5, { version: 10 })),
      event('card.created', card(6, { projectId: 2, version: 11 })),
      event('card.updated', card(1, { title: 'New', version: 12 })),
      event('card.deleted', { id: 2 }),
      event('cards.reordered', [{ id: 1, order: '0.500', updatedAt: T(2), version: 14 }]),
    ]);
    expect(Object.keys(out.cards)).toEqual(['1', '5']);
    expect(out.cards[1]).toMatchObject({ title: 'New', order: '0.500', version: 14 });
    expect(out.remoteChanges[1]).toMatchObject({ actorId: 'ana', deleted: false });
    expect(out.remoteChanges[2]).toMatchObject({ actorId: 'ana', deleted: true });
    expect(out.workspace?.cardCounts).toEqual({ 1: 2, 2: 1 });
  });

  it('cards.updated (a mass move): each card whole, under the version rule, only the open project’s', () => {
    const out = run(model({ cards: [card(1), card(2), card(3)] }), [
      event('card.updated', card(1, { title: 'Newer', releaseId: 3, version: 50 })),
      event('card.deleted', { id: 3 }),
      event('cards.updated', [
        card(1, { releaseId: null, version: 40 }),
        card(2, { releaseId: null, title: 'Moved', version: 60 }),
        card(3, { version: 1 }),
        card(6, { projectId: 2, version: 60 }),
      ]),
    ]);
    expect(Object.keys(out.cards)).toEqual(['1', '2']);
    expect(out.cards[1]).toMatchObject({ title: 'Newer', releaseId: 3, version: 50 });
    expect(out.cards[2]).toEqual(card(2, { releaseId: null, title: 'Moved', version: 60 }));
    expect(out.remoteChanges[2]).toMatchObject({ actorId: 'ana', deleted: false });
  });

  it('use cases and releases: created, updated, deleted', () => {
    const out = run(model(), [
      event('category.created', category(8, { version: 10 })),
      event('category.updated', category(4, { name: 'Billing', version: 11 })),
      event('release.created', release(9, { version: 12 })),
      event('release.deleted', { id: 3 }),
      event('category.deleted', { id: 8 }),
    ]);
    expect(out.categories).toEqual({ 4: category(4, { name: 'Billing', version: 11 }) });
    expect(out.releases).toEqual({ 9: release(9, { version: 12 }) });
  });

  it('sprints live in their release: created, updated, deleted', () => {
    const out = run(model(), [
      event('sprint.created', sprint(8, { version: 10 })),
      event('sprint.updated', sprint(7, { name: 'Renamed', version: 11 })),
      event('sprint.deleted', { id: 8 }),
    ]);
    expect(out.releases[3]!.sprints).toEqual([sprint(7, { name: 'Renamed', version: 11 })]);
  });

  it('projects and clients patch the workspace lists; what they cannot patch asks for a refresh', () => {
    const renamed = project(1, { name: 'Renamed', access: 'shared', version: 10 });
    const first = reconcile(model(), event('project.updated', renamed), local());
    expect(first.model.project).toEqual(renamed);
    expect(first.model.workspace?.projects[0]).toEqual({ ...renamed, access: 'owner' });
    expect(first.workspaceStale).toBe(false);
    const older = reconcile(
      first.model,
      event('project.updated', project(1, { name: 'Old', version: 9 })),
      local(),
    );
    expect(older.model.project?.name).toBe('Renamed');
    expect(older.model.workspace?.projects[0]?.name).toBe('Renamed');
    expect(reconcile(model(), event('project.created', project(99)), local()).workspaceStale).toBe(true);
    const client1 = reconcile(
      model(),
      event('client.updated', client(1, { name: 'Acme', access: 'shared' })),
      local(),
    );
    expect(client1.model.workspace?.clients).toEqual([client(1, { name: 'Acme' })]);
    const share = { id: 1, sharedWithUserId: null };
    expect(reconcile(model(), event('share.deleted', share), local()).workspaceStale).toBe(true);
  });

  it('a deleted project leaves the lists, and says so when it (or its folder) is the open one', () => {
    const other = reconcile(model(), event('project.deleted', { id: 2 }), local());
    expect(other.projectGone).toBe(false);
    expect(other.model.workspace?.projects.map((p) => p.id)).toEqual([1]);
    expect(reconcile(model(), event('project.deleted', { id: 1 }), local()).projectGone).toBe(true);
    expect(reconcile(model(), event('project.deleted', { id: 10 }), local()).projectGone).toBe(true);
  });
});

describe('versions follow commit order, not clocks', () => {
  it('a detach committed after an edit wins, though its clock is earlier', () => {
    const out = run(model({ cards: [card(1, { categoryId: 4 })] }), [
      event('card.updated', card(1, { title: 'Edited', categoryId: 4, updatedAt: T(9), version: 12 })),
      // DELETE /api/categories/4 began before the edit and committed after it: an older clock, a later seq.
      event('category.deleted', { id: 4 }),
      event('card.updated', card(1, { title: 'Edited', categoryId: null, updatedAt: T(8), version: 14 })),
    ]);
    expect(out.cards[1]).toMatchObject({ title: 'Edited', categoryId: null });
    expect(out.categories[4]).toBeUndefined();
  });

  it('of two renames of a use case, release or sprint, the later commit wins', () => {
    const out = run(model(), [
      event('category.updated', category(4, { name: 'First', updatedAt: T(9), version: 10 })),
      event('category.updated', category(4, { name: 'Second', updatedAt: T(8), version: 11 })),
      event(
        'release.updated',
        release(3, { name: 'First', updatedAt: T(9), version: 12, sprints: [sprint(7)] }),
      ),
      event(
        'release.updated',
        release(3, { name: 'Second', updatedAt: T(8), version: 13, sprints: [sprint(7)] }),
      ),
      event('sprint.updated', sprint(7, { name: 'First', updatedAt: T(9), version: 14 })),
      event('sprint.updated', sprint(7, { name: 'Second', updatedAt: T(8), version: 15 })),
    ]);
    expect(out.categories[4]!.name).toBe('Second');
    expect(out.releases[3]!.name).toBe('Second');
    expect(out.releases[3]!.sprints.map((s) => s.name)).toEqual(['Second']);
  });

  it('a release’s copy of its sprints never takes a sprint back to an older name, nor brings back a deleted one', () => {
    const out = run(model(), [
      event('sprint.updated', sprint(7, { name: 'Renamed', version: 10 })),
      event('sprint.created', sprint(8, { version: 11 })),
      event('sprint.deleted', { id: 8 }),
      event('sprint.created', sprint(9, { version: 13 })),
      // Its copy was read before the rename and the creates: it names sprint 7 by its old name and has 8, not 9.
      event(
        'release.updated',
        release(3, {
          name: 'R',
          version: 12,
          sprints: [sprint(7, { version: 1 }), sprint(8, { version: 11 })],
        }),
      ),
    ]);
    expect(out.releases[3]!.sprints).toEqual([
      sprint(7, { name: 'Renamed', version: 10 }),
      sprint(9, { version: 13 }),
    ]);
  });

  it('an older version never replaces a newer one; the same event twice changes nothing', () => {
    const update = event('card.updated', card(1, { title: 'v2', version: 20 }));
    const out = run(model(), [
      update,
      event('card.updated', card(1, { title: 'v1', version: 19 })),
      event('cards.reordered', [{ id: 1, order: '9.000', updatedAt: T(1), version: 18 }]),
    ]);
    expect(out.cards[1]).toMatchObject({ title: 'v2', order: '1.000' });
    const twice = reconcile(out, update, local()).model;
    expect(twice.cards).toBe(out.cards);
  });

  it('what was deleted stays deleted, whatever older version arrives', () => {
    const out = run(model(), [
      event('card.deleted', { id: 1 }),
      event('cards.reordered', [{ id: 1, order: '3.000', updatedAt: T(1), version: 1 }]),
      event('release.deleted', { id: 3 }),
      event('sprint.updated', sprint(7, { version: 99 })),
    ]);
    expect(out.cards[1]).toBeUndefined();
    expect(out.releases[3]).toBeUndefined();
  });
});

describe('the room projector', () => {
  const room = local({ room: true, ownMutations: new Set() });
  const start = model({}, { workspace: null });

  it('hears only its project, knows it by name, keeps no marks', () => {
    const out = run(
      start,
      [
        event('card.updated', card(1, { title: 'seen', version: 10 })),
        event('card.updated', card(2, { title: 'other', version: 11 }), { projectId: 2 }),
        event('project.updated', project(1, { name: 'Renamed', prefix: 'NEW', version: 12 })),
      ],
      room,
    );
    expect(out.cards[1]!.title).toBe('seen');
    expect(out.cards[2]!.title).toBe('Card 2');
    expect(out.project).toEqual(project(1, { name: 'Renamed', version: 12 }));
    expect(out.remoteChanges).toEqual({});
  });

  it('says when its project is deleted', () => {
    expect(reconcile(start, event('project.deleted', { id: 1 }), room).projectGone).toBe(true);
  });
});

describe('the card being dragged', () => {
  it('does not move; what arrived shows when the drag ends', () => {
    const during = run(
      model(),
      [
        event('card.updated', card(1, { title: 'theirs', version: 10 })),
        event('cards.reordered', [{ id: 1, order: '7.000', updatedAt: T(2), version: 11 }]),
      ],
      local({ dragging: 1 }),
    );
    expect(during.cards[1]).toEqual(card(1));
    const after = refresh(during, ['cards:1'], local());
    expect(after.cards[1]).toMatchObject({ title: 'theirs', order: '7.000', version: 11 });
  });
});
