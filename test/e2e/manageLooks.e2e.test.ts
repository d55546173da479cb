// Browser: the management dialogs look finished: each one, with its colour picker, release
// edit form, project form and share view, photographed on a phone (390×844), and two of them in dark mode. The
// workspace is the one manage.e2e.test.ts builds through the dialogs, made here through the API.
import { afterAll, beforeAll, it } from 'vitest';
import { createUser, signIn, uniqueEmail, type TestUser } from '../../server/test/factories';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { button, dialog, openFromSidebar } from './manageFlows';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { gone, settled, shown } from './waits';

describeE2E('management dialogs on a phone and in dark mode in Chromium', () => {
  let e2e: E2E;
  let person: TestUser;

  beforeAll(async () => {
    e2e = await startE2E();
    person = await createUser(e2e.server, { firstName: 'Nora', lastName: 'New' });
    const api = await signIn(e2e.server, person);
    const client = await makeClient(api, 'Acme Corp');
    const folder = await makeFolder(api, client.id, 'Product');
    const projectId = (await makeProject(api, folder.id, 'WEB', 'Web App')).id;
    for (const [name, color] of [
      ['Signup', '#8B5CF6'],
      ['Billing', '#22C55E'],
    ]) {
      await api.post('/api/categories', { name, color, projectId });
    }
    const spring = (
      await api.post('/api/releases', {
        name: 'Spring Launch 2025',
        description: 'Everything for the spring campaign.',
        startDate: '2025-03-01',
        endDate: '2025-04-30',
        projectId,
      })
    ).body.id;
    const sprint = { name: 'Sprint 1', startDate: '2025-03-01', endDate: '2025-03-14' };
    await api.post(`/api/releases/${spring}/sprints`, sprint);
    await api.post('/api/releases', { name: 'Someday', roadmapVisible: false, projectId });
    const invitee = await createUser(e2e.server, {
      email: uniqueEmail('invitee'),
      firstName: 'Ivy',
      lastName: 'Invitee',
    });
    await grantShare(e2e.server, folder.id, person.user.id, invitee);
    for (const title of ['Sign-up form', 'Invoice PDF', '=SUM(A1)']) {
      await api.post('/api/cards', { title, projectId });
    }
  });
  afterAll(() => e2e?.close());

  it('every dialog looks finished on a phone (390×844) and in dark mode', async () => {
    const phone = await e2e.newPage(PHONE);
    await openSignedIn(phone, e2e.server, person.user);
    const shots: [string, string, string][] = [
      ['Use Cases', 'Manage Use Cases', 'manage-use-cases'],
      ['Releases', 'Manage Releases', 'manage-releases-list'],
      ['Projects', 'Manage Projects', 'manage-projects-list'],
      ['Clients', 'Manage Clients', 'manage-clients'],
    ];
    for (const [label, title, name] of shots) {
      if (!(await phone.getByRole('complementary', { name: 'Sidebar' }).isVisible())) {
        await button(phone, 'Open sidebar').click();
      }
      const box = await openFromSidebar(phone, label, title);
      await settled(phone); // the dialog's rise-in animation
      await screenshot(phone, name);
      if (label === 'Use Cases') {
        await box.getByRole('button', { name: /^Color of Signup/ }).click();
        await shown(phone.getByRole('dialog', { name: 'Choose a color' }));
        await screenshot(phone, 'manage-use-cases-color-picker');
        await phone.keyboard.press('Escape');
      }
      if (label === 'Releases') {
        await button(box, 'Edit Spring Launch 2025').click();
        await shown(box.getByRole('heading', { name: 'Edit Release' }));
        await screenshot(phone, 'manage-releases-edit');
      }
      if (label === 'Projects') {
        await button(box, 'Add project to Product').click();
        await shown(dialog(phone, 'Create New Project'));
        await screenshot(phone, 'manage-projects-project-form');
        await button(phone, 'Back to list').click();
        await button(box, 'Share Product').click();
        await shown(phone.getByTestId('share-view').getByText('Active'));
        await screenshot(phone, 'manage-projects-share');
        await phone.keyboard.press('Escape');
      }
      await phone.keyboard.press('Escape');
      await gone(phone.getByRole('dialog'));
    }
    // On a phone the sidebar drawer covers the header: close it to reach Export.
    await button(phone, 'Close sidebar').click();
    await phone.getByRole('button', { name: 'Export', exact: true }).click();
    await shown(dialog(phone, 'Export to CSV'));
    await settled(phone);
    await screenshot(phone, 'manage-export');
    await phone.keyboard.press('Escape');

    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, person.user);
    await page.emulateMedia({ colorScheme: 'dark' });
    await openFromSidebar(page, 'Releases', 'Manage Releases');
    await settled(page);
    await screenshot(page, 'manage-releases-list-dark');
    await page.keyboard.press('Escape');
    await openFromSidebar(page, 'Use Cases', 'Manage Use Cases');
    await settled(page);
    await screenshot(page, 'manage-use-cases-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expectNoProblems(phone, [SIGNED_OUT_PROBE]);
  });
});
