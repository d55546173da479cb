// The replay floor holds for history, the Activity, the trash and minutes (docs/history.md "Who reads what"):
// a member reads what happened in the folder from the moment their access began; the owner reads it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeClient, makeFolder, makeProject, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ok = async (call: Promise<{ status: number; body: any; text: string }>, status = 200) => {
  const res = await call;
  expect(res.status, res.text).toBe(status);
  return res.body;
};
const textOf = (body: unknown) => JSON.stringify(body);
/** Shares the folder through the API with an account that has proven its address: active at once. */
async function share(owner: TestClient, folderId: number, who: { user: { id: string; email: string } }) {
  await server.db('users').where({ id: who.user.id }).update({ emailVerified: true });
  expect(
    (await ok(owner.post(`/api/folders/${folderId}/share`, { email: who.user.email }), 201)).status,
  ).toBe('active');
}

describe('what happened before a member’s access began', () => {
  it('is not in their history, Activity or trash, and what was deleted then is not theirs to restore', async () => {
    const ws = await makeWorkspace(server, 'FL');
    const api = ws.owner.client;
    const { projectId, folderId } = ws;
    const useCase = await ok(api.post('/api/categories', { projectId, name: 'Restructuring' }), 201);
    const roadmap = await createCard(api, { projectId, title: 'Roadmap' });
    const layoffs = await createCard(api, { projectId, title: 'Layoffs in Q3' });
    const payroll = await createCard(api, { projectId, title: 'Payroll', description: 'SALARY-9000' });
    await ok(api.patch(`/api/cards/${payroll.id}`, { description: 'redacted' }));
    await ok(api.put(`/api/categories/${useCase.id}`, { name: 'Planning' }));
    await ok(api.delete(`/api/cards/${layoffs.id}`));
    const old = await makeProject(api, folderId, 'OLD', 'Severance plans');
    await ok(api.delete(`/api/projects/${old.id}`));

    const newcomer = await signedInUser(server);
    await share(api, folderId, newcomer);
    await ok(api.patch(`/api/cards/${payroll.id}`, { title: 'Payroll 2027' }));
    const secrets = /Layoffs|SALARY|Restructuring|Severance/;

    // The member: only the change made since they joined.
    const activity = await ok(newcomer.client.get(`/api/projects/${projectId}/activity`));
    expect(textOf(activity)).not.toMatch(secrets);
    expect(activity.entries).toMatchObject([
      { entityId: payroll.id, action: 'updated', changes: [{ field: 'title', to: 'Payroll 2027' }] },
    ]);
    expect(activity.next).toBeNull();
    const filtered = await ok(newcomer.client.get(`/api/projects/${projectId}/activity?kind=category`));
    expect(filtered.entries).toEqual([]);
    const history = await ok(newcomer.client.get(`/api/cards/${payroll.id}/history`));
    expect(textOf(history)).not.toMatch(secrets);
    expect(history.entries).toHaveLength(1);
    // Nor does an undo name who set a field before they came (the owner made that card then).
    const revert = { fields: { title: { from: 'guess', to: 'x' } } };
    const { kept } = await ok(newcomer.client.post(`/api/cards/${roadmap.id}/revert`, revert));
    expect(kept).toEqual([{ field: 'title', label: 'Title', by: null }]);
    for (const id of [projectId, folderId])
      expect(await ok(newcomer.client.get(`/api/projects/${id}/trash`))).toEqual({ items: [] });
    for (const [kind, id] of [
      ['card', layoffs.id],
      ['project', old.id],
    ]) {
      const refused = await newcomer.client.post('/api/trash/restore', { kind, ids: [id] });
      expect([refused.status, refused.body.error]).toEqual([404, 'Not in the trash']);
      const purge = await newcomer.client.post('/api/trash/purge', { kind, ids: [id] });
      expect(purge.status).toBe(404);
    }

    // The owner: everything, and what is in the trash is still there.
    const all = textOf(await ok(api.get(`/api/projects/${projectId}/activity`)));
    for (const word of ['Layoffs', 'SALARY', 'Restructuring']) expect(all).toContain(word);
    expect(textOf(await ok(api.get(`/api/cards/${payroll.id}/history`)))).toContain('SALARY');
    expect((await ok(api.get(`/api/projects/${projectId}/trash`))).items).toMatchObject([
      { kind: 'card', id: layoffs.id },
    ]);
    expect((await ok(api.get(`/api/projects/${folderId}/trash`))).items).toMatchObject([
      { kind: 'project', id: old.id },
    ]);
    await ok(api.post('/api/trash/restore', { kind: 'card', ids: [layoffs.id] }));

    // What is deleted once they are in is theirs to see and restore.
    await ok(api.delete(`/api/cards/${layoffs.id}`));
    expect((await ok(newcomer.client.get(`/api/projects/${projectId}/trash`))).items).toMatchObject([
      { kind: 'card', id: layoffs.id },
    ]);
    await ok(newcomer.client.post('/api/trash/restore', { kind: 'card', ids: [layoffs.id] }));
  });

  it('counts in the folder it happened in: a project moved in brings no past along, for minutes either', async () => {
    const owner = await signedInUser(server);
    const client = await makeClient(owner.client);
    const before = await makeFolder(owner.client, client.id, 'Private');
    const shared = await makeFolder(owner.client, client.id, 'Team');
    const project = await makeProject(owner.client, before.id, 'MV', 'Moved');
    const card = await createCard(owner.client, { projectId: project.id, title: 'Acquisition talks' });
    const meeting = await ok(owner.client.post(`/api/projects/${project.id}/meeting`, {}), 201);
    await ok(owner.client.patch(`/api/cards/${card.id}`, { title: 'Acquisition of Initech' }));
    await ok(owner.client.post(`/api/meetings/${meeting.id}/end`, {}));
    await ok(owner.client.put(`/api/projects/${project.id}`, { parentId: shared.id }));

    // A share that began before anything was logged in the team folder (an older share: floor 0).
    const member = await signedInUser(server);
    await share(owner.client, shared.id, member);
    await server.db('folder_shares').where({ folderId: shared.id }).update({ activeFromSeq: 0 });

    expect((await ok(member.client.get(`/api/projects/${project.id}`))).id).toBe(project.id);
    const activity = await ok(member.client.get(`/api/projects/${project.id}/activity`));
    expect(textOf(activity)).not.toMatch(/Acquisition/);
    const history = await ok(member.client.get(`/api/cards/${card.id}/history`));
    expect(history.entries).toEqual([]);
    expect(await ok(member.client.get(`/api/projects/${project.id}/meetings`))).toEqual([]);
    for (const suffix of ['', '.md', '.csv'])
      expect((await member.client.get(`/api/meetings/${meeting.id}/minutes${suffix}`)).status).toBe(404);

    // Their owner reads all of it.
    expect(textOf(await ok(owner.client.get(`/api/projects/${project.id}/activity`)))).toMatch(/Acquisition/);
    expect(await ok(owner.client.get(`/api/projects/${project.id}/meetings`))).toMatchObject([
      { id: meeting.id },
    ]);
    await ok(owner.client.get(`/api/meetings/${meeting.id}/minutes`));
  });
});
