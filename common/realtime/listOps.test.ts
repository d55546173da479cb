// The workspace lists through the one pipeline: own writes to projects, clients and share counts show at
// once and a refusal takes back only their ops; a read of the lists that may predate a change is stale; the
// open project's card count is its shown cards.
import { describe, expect, it } from 'vitest';
import { card, project } from '../test/factories';
import { event, frozen, local, model, run } from '../test/reconcileModel';
import { keepListOps } from './listOps';
import { begin, emptyModel, load, loadWorkspace, ops, refuse, settle, type BoardModel } from './reconcile';

const tab = local();
const names = (m: BoardModel) => m.workspace?.projects.map((p) => p.name);

describe('own writes to the lists', () => {
  it('a refused rename shows the newest confirmed name: a teammate’s, not the one before the write', () => {
    const writing = frozen(
      begin(model(), { id: 'mine', ops: [ops.patch('projects', 1, { name: 'Mine' })] }, tab),
    );
    expect(names(writing)).toEqual(['Mine', 'P2']);
    const during = run(writing, [event('project.updated', project(1, { name: 'Theirs', version: 9 }))]);
    expect(names(during)).toEqual(['Mine', 'P2']);
    expect(names(refuse(during, 'mine', [], tab))).toEqual(['Theirs', 'P2']);
  });

  it('a refused delete brings the project back, unless a teammate deleted it meanwhile', () => {
    const deleting = frozen(begin(model(), { id: 'mine', ops: [ops.remove('projects', 2)] }, tab));
    expect(names(deleting)).toEqual(['P1']);
    expect(names(refuse(deleting, 'mine', [], tab))).toEqual(['P1', 'P2']);
    const gone = run(deleting, [event('project.deleted', { id: 2 })]);
    expect(names(refuse(gone, 'mine', [], tab))).toEqual(['P1']);
  });

  it('an answered create joins the lists in place of its placeholder; a share count moves and settles', () => {
    const placeholder = project(-1, { name: 'New' });
    const creating = frozen(begin(model(), { id: 'mine', ops: [ops.create('projects', placeholder)] }, tab));
    expect(names(creating)).toEqual(['P1', 'P2', 'New']);
    const created = settle(
      creating,
      'mine',
      [{ type: 'project.created', data: project(9, { name: 'New' }) }],
      tab,
    );
    expect(created.workspace?.projects.map((p) => p.id)).toEqual([1, 2, 9]);
    const sharing = frozen(begin(model(), { id: 'mine', ops: [ops.count('folderShareCounts', 1, 1)] }, tab));
    expect(sharing.workspace?.folderShareCounts).toEqual({ 1: 1 });
    const shared = settle(sharing, 'mine', [{ type: 'shares.counted', data: { folderId: 1, add: 1 } }], tab);
    expect(shared.workspace?.folderShareCounts).toEqual({ 1: 1 });
    expect(refuse(sharing, 'mine', [], tab).workspace?.folderShareCounts).toEqual({});
  });
});

describe('the open project', () => {
  it('takes its own answered update at once (deck, scoring), unless a newer version was heard first', () => {
    const saving = frozen(
      begin(model(), { id: 'mine', ops: [ops.patch('projects', 1, { name: 'Mine' })] }, tab),
    );
    const answer = {
      type: 'project.updated',
      data: project(1, { name: 'Mine', scoringModel: 'rice', version: 9 }),
    } as const;
    expect(settle(saving, 'mine', [answer], tab).project).toMatchObject({ scoringModel: 'rice', version: 9 });
    const heard = run(saving, [event('project.updated', project(1, { name: 'Theirs', version: 12 }))]);
    expect(settle(heard, 'mine', [answer], tab).project).toMatchObject({ name: 'Theirs', version: 12 });
  });
});

describe('the card counts', () => {
  it('the open project’s is its shown cards, through pending deletes, refusals and echoes', () => {
    const deleting = frozen(
      begin(model(), { id: 'mine', ops: [ops.remove('cards', 1), ops.remove('cards', 2)] }, tab),
    );
    expect(deleting.workspace?.cardCounts[1]).toBe(0);
    const echoed = run(deleting, [event('card.deleted', { id: 1 }, { mutationId: 'mine' })]);
    const refused = refuse(echoed, 'mine', [], tab);
    expect(Object.keys(refused.cards)).toEqual(['2']);
    expect(refused.workspace?.cardCounts[1]).toBe(1);
  });

  it('another project’s follows someone else’s events; a fresh read keeps the open project’s own', () => {
    const heard = run(model(), [
      event('card.created', card(5, { projectId: 2, version: 10 }), { projectId: 2 }),
      event('card.created', card(6, { projectId: 1, version: 11 })),
    ]);
    expect(heard.workspace?.cardCounts).toEqual({ 1: 3, 2: 1 });
    const read = { ...heard.workspace!, cardCounts: { 1: 50, 2: 7 } };
    expect(loadWorkspace(heard, read, 0)?.workspace?.cardCounts).toEqual({ 1: 3, 2: 7 });
  });

  it('a create on its way still counts for its project after another opens, until it settles', () => {
    const adding = frozen(begin(model(), { id: 'mine', ops: [ops.create('cards', card(-1))] }, tab));
    expect(adding.workspace?.cardCounts).toEqual({ 1: 3, 2: 0 });
    // Project 2 opens (store/board.ts): the writes on their way keep what they show of the lists.
    const { lists, workspace } = adding;
    const nothing = { cards: {}, categories: {}, releases: {} };
    const open = (id: number) => emptyModel(id, { lists, workspace, pending: keepListOps(adding.pending) });
    const other = frozen(load(open(2), nothing, tab));
    expect(other.cards).toEqual({});
    expect(other.workspace?.cardCounts).toEqual({ 1: 3, 2: 0 });
    // Its echo (heard in the folder's room) leaves it to the answer, which counts it.
    const echo = event('card.created', card(9), { mutationId: 'mine', projectId: 1 });
    const heard = run(other, [echo]);
    expect(heard.workspace?.cardCounts).toEqual({ 1: 3, 2: 0 });
    const answered = settle(heard, 'mine', [{ type: 'card.created', data: card(9) }], tab);
    expect(answered.pending).toEqual([]);
    expect(answered.workspace?.cardCounts).toEqual({ 1: 3, 2: 0 });
    expect(refuse(other, 'mine', [], tab).workspace?.cardCounts).toEqual({ 1: 2, 2: 0 });
    // Back on project 1 before the answer: the card is on its board again, counted once.
    const back = load(open(1), { ...nothing, cards: { 1: card(1), 2: card(2) } }, tab);
    expect(Object.keys(back.cards).sort()).toEqual(['-1', '1', '2']);
    expect(back.workspace?.cardCounts).toEqual({ 1: 3, 2: 0 });
  });

  it('a read begun before a project changed is stale', () => {
    const renamed = run(model(), [event('project.updated', project(1, { name: 'Renamed', version: 9 }))]);
    expect(loadWorkspace(renamed, model().workspace!, 0)).toBeNull();
  });
});
