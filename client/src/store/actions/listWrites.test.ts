// @vitest-environment happy-dom
// Races of the writes that became optimistic (client, project, share, ballot, meeting steering, and the card
// count that follows the cards): while each is on its way the server refuses it, or a teammate's newer
// version arrives. What shows after is always the newest confirmed version: never the copy from before the
// write over a newer one, never a deleted thing back, and the sidebar's card count is the board's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as make from '../../../../common/test/factories';
import type { Project } from '../../../../common/schemas/projects';
import { holdFetch, seedBoard, type HeldRequest } from '../../test/heldFetch';
import { remoteEvent } from '../../test/remoteChange';
import { clearToasts, toastState } from '../../ui';
import { applyRemoteEvents, listsChanges, setProjectData, setWorkspaceLists } from '../applyRemote';
import { board, resetBoard } from '../board';
import { makeUser } from '../../features/manage/shared/testKit';
import { meetingState, resetMeeting } from '../meeting';
import { putMeeting, setCurrentMeeting } from '../meetingRemote';
import { setUser } from '../session';
import { clearUndo, undoStacks } from '../undo';
import { workspace } from '../workspace';
import { createClient, createProject, deleteClient, updateClient, updateProject } from './clientsProjects';
import { addCard, deleteCards } from './cards';
import { endMeeting, handOver, leaveMeeting } from './meetingSteer';
import { cancelVote, castBallot } from './meetingVotes';
import { deleteProject } from './projectDeletes';
import { removeShare, shareFolder } from './shares';

let waiting: HeldRequest[] = [];
const sent = async () =>
  vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0)).then(() => waiting.shift()!);
const refused = (request: HeldRequest) => request.answer({ status: 503, body: { error: 'Try again' } });

const folder = make.project(5, { name: 'Product', parentId: null, prefix: null, version: 4 });
const web = make.project(1, { name: 'Web', parentId: 5, version: 4 });

beforeEach(() => {
  waiting = holdFetch();
  seedBoard();
  const read = {
    projects: [folder, web],
    clients: [make.client(1, { name: 'Acme' })],
    cardCounts: { 1: 2 },
    clientProjectCounts: { 1: 1 },
    folderShareCounts: { 5: 1 },
  };
  setWorkspaceLists(read, listsChanges());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  clearUndo();
  resetMeeting(null);
});

const nameOf = (id: number) => workspace.projects.find((p) => p.id === id)?.name;

describe('project and client writes', () => {
  it('a rename shows at once; refused after a teammate’s newer rename, the teammate’s name stays', async () => {
    const renaming = updateProject(1, { name: 'Mine' });
    const request = await sent();
    expect(nameOf(1)).toBe('Mine');
    applyRemoteEvents([remoteEvent('project.updated', { ...web, name: 'Theirs', version: 9 })]);
    expect(nameOf(1)).toBe('Mine');
    refused(request);
    expect(await renaming).toBeNull();
    expect(nameOf(1)).toBe('Theirs');
  });

  it('a refused project delete brings it back as it now is; one a teammate deleted meanwhile stays gone', async () => {
    const deleting = deleteProject(1);
    const request = await sent();
    expect(nameOf(1)).toBeUndefined();
    applyRemoteEvents([remoteEvent('project.updated', { ...web, name: 'Renamed', version: 9 })]);
    refused(request);
    expect(await deleting).toBe(false);
    expect(nameOf(1)).toBe('Renamed');

    const again = deleteProject(5);
    const second = await sent();
    applyRemoteEvents([remoteEvent('project.deleted', { id: 5 })]);
    refused(second);
    await again;
    expect(workspace.projects).toEqual([]);
  });

  it('a project delete answered 404 (a teammate deleted it first, no event yet) stays gone, with no undo', async () => {
    const deleting = deleteProject(1);
    const request = await sent();
    expect(nameOf(1)).toBeUndefined();
    request.answer({ status: 404, body: { error: 'Not found' } });
    expect(await deleting).toBe(true);
    expect(nameOf(1)).toBeUndefined();
    const shown = toastState.queue.at(-1)!;
    expect([shown.variant, shown.description, shown.action]).toEqual([
      'default',
      'Project deleted successfully',
      undefined,
    ]);
    expect(undoStacks().undo).toEqual([]);
  });

  it('a refused client rename or delete shows the client as the server last said', async () => {
    const renaming = updateClient(1, 'Mine');
    const request = await sent();
    expect(workspace.clients[0]!.name).toBe('Mine');
    applyRemoteEvents([remoteEvent('client.updated', make.client(1, { name: 'Theirs' }))]);
    refused(request);
    await renaming;
    expect(workspace.clients[0]!.name).toBe('Theirs');

    const deleting = deleteClient(1);
    const second = await sent();
    expect(workspace.clients).toEqual([]);
    refused(second);
    await deleting;
    expect(workspace.clients.map((c) => c.name)).toEqual(['Theirs']);
  });

  it('a share counts at once; refused, the count is the server’s again', async () => {
    const sharing = shareFolder(5, 'dana@example.test');
    const request = await sent();
    expect(workspace.folderShareCounts[5]).toBe(2);
    refused(request);
    expect(await sharing).toBeNull();
    expect(workspace.folderShareCounts[5]).toBe(1);
  });
  it('a new client and project show at once; refused, neither stays', async () => {
    const creating = createClient('Mine');
    const request = await sent();
    expect(workspace.clients.map((c) => c.name)).toEqual(['Acme', 'Mine']);
    refused(request);
    expect(await creating).toBeNull();
    expect(workspace.clients.map((c) => c.name)).toEqual(['Acme']);

    const adding = createProject({ name: 'Draft', prefix: 'DR', parentId: 5 });
    const second = await sent();
    expect(workspace.projects.map((p) => p.name)).toContain('Draft');
    refused(second);
    expect(await adding).toBeNull();
    expect(workspace.projects.map((p) => p.name)).toEqual(['Product', 'Web']);
  });

  it('a removed share uncounts at once; refused, the count is the server’s again', async () => {
    const removing = removeShare({ id: 3, folderId: 5 });
    const request = await sent();
    expect(workspace.folderShareCounts[5]).toBe(0);
    refused(request);
    expect(await removing).toBe(false);
    expect(workspace.folderShareCounts[5]).toBe(1);
  });
});

describe('the card count', () => {
  it('is the board’s: deletes refused with 503 leave both at 2, one that went through anyway counts', async () => {
    const deleting = deleteCards([1, 2]);
    const first = await sent();
    const second = await sent();
    expect(workspace.cardCounts[1]).toBe(0);
    // The first delete was done before its answer was lost: its echo says so.
    const echo = remoteEvent('card.deleted', { id: 1 }, { mutationId: first.headers['X-Mutation-Id'] });
    applyRemoteEvents([echo]);
    refused(first);
    refused(second);
    await deleting;
    expect(Object.keys(board.cards)).toEqual(['2']);
    expect(workspace.cardCounts[1]).toBe(1);
  });

  it('keeps a card created on its way counted for its project while another opens, until answered', async () => {
    const adding = addCard('New');
    const request = await sent();
    expect(workspace.cardCounts[1]).toBe(3);
    resetBoard(2);
    setProjectData({ project: { id: 2, name: 'App' } as Project, cards: [], categories: [], releases: [] });
    expect(Object.keys(board.cards)).toEqual([]);
    expect(workspace.cardCounts).toMatchObject({ 1: 3, 2: 0 });
    request.answer({ status: 201, body: make.card(9, { title: 'New', version: 5 }) });
    expect(await adding).toBe(true);
    expect(workspace.cardCounts).toMatchObject({ 1: 3, 2: 0 });
  });
});

describe('meeting writes', () => {
  const meeting = (fields = {}) =>
    make.meeting({
      projectId: 1,
      facilitator: { userId: 'me', name: 'Ana' },
      participants: [
        { userId: 'me', name: 'Ana' },
        { userId: 'bo', name: 'Bo' },
      ],
      vote: make.vote({ state: 'open' }),
      ...fields,
    });

  beforeEach(() => {
    setUser(makeUser({ id: 'me' }));
    resetMeeting(1);
    putMeeting(meeting());
  });

  it('a refused ballot goes, but the ballot the server says it kept meanwhile stays', async () => {
    const voteId = meetingState.meeting!.vote!.id;
    const casting = castBallot('rush');
    const request = await sent();
    expect(meetingState.myBallots[voteId]).toBe('rush');
    // The ballot was kept before its answer was lost: a read of the meeting says so.
    setCurrentMeeting(1, meeting({ version: 20 }), 'rush');
    refused(request);
    await casting;
    expect(meetingState.myBallots[voteId]).toBe('rush');
  });

  it('a refused ballot with nothing kept is gone', async () => {
    const voteId = meetingState.meeting!.vote!.id;
    const casting = castBallot('wow');
    refused(await sent());
    await casting;
    expect(meetingState.myBallots[voteId]).toBeUndefined();
  });

  it('a hand-over shows at once; refused after a teammate’s newer change, that change stays', async () => {
    const handing = handOver('bo');
    const request = await sent();
    expect(meetingState.meeting!.facilitator.userId).toBe('bo');
    const theirs = meeting({ version: 30, spotlightCardId: 2 });
    applyRemoteEvents([remoteEvent('meeting.updated', theirs)]);
    refused(request);
    expect(await handing).toBe(false);
    expect(meetingState.meeting).toMatchObject({ version: 30, spotlightCardId: 2 });
    expect(meetingState.meeting!.facilitator.userId).toBe('me');
  });

  it('leaving shows me gone at once; refused after a teammate’s newer change, that change stays and I am back', async () => {
    putMeeting(meeting({ facilitator: { userId: 'bo', name: 'Bo' } }));
    const leaving = leaveMeeting();
    const request = await sent();
    expect(meetingState.meeting!.participants.map((p) => p.userId)).toEqual(['bo']);
    const theirs = meeting({ version: 30, facilitator: { userId: 'bo', name: 'Bo' }, spotlightCardId: 2 });
    applyRemoteEvents([remoteEvent('meeting.updated', theirs)]);
    refused(request);
    expect(await leaving).toBe(false);
    expect(meetingState.meeting).toMatchObject({ version: 30, spotlightCardId: 2 });
    expect(meetingState.meeting!.participants.map((p) => p.userId)).toEqual(['me', 'bo']);
  });

  it('a cancelled vote shows at once; refused after a teammate’s newer change, the vote is open again', async () => {
    const cancelling = cancelVote();
    const request = await sent();
    expect(meetingState.meeting!.vote!.state).toBe('cancelled');
    applyRemoteEvents([remoteEvent('meeting.updated', meeting({ version: 30, spotlightCardId: 2 }))]);
    expect(meetingState.meeting!.vote!.state).toBe('cancelled');
    refused(request);
    await cancelling;
    expect(meetingState.meeting).toMatchObject({ version: 30, spotlightCardId: 2 });
    expect(meetingState.meeting!.vote!.state).toBe('open');
  });

  it('ending hides the meeting at once; refused, it is back as a teammate last changed it', async () => {
    const ending = endMeeting();
    const request = await sent();
    expect(meetingState.meeting).toBeNull();
    applyRemoteEvents([remoteEvent('meeting.updated', meeting({ version: 30, spotlightCardId: 2 }))]);
    expect(meetingState.meeting).toBeNull();
    refused(request);
    expect(await ending).toBe(false);
    expect(meetingState.meeting).toMatchObject({ version: 30, spotlightCardId: 2 });
  });

  it('ending refused because a teammate ended it first (their event before the answer) stays ended', async () => {
    const ending = endMeeting();
    const request = await sent();
    const { id } = meeting();
    applyRemoteEvents([remoteEvent('meeting.ended', { id, projectId: 1, participantIds: ['me', 'bo'] })]);
    request.answer({ status: 409, body: { error: 'This meeting has ended' } });
    expect(await ending).toBe(false);
    expect(meetingState.meeting).toBeNull();
  });
});
