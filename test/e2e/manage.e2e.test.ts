// Browser: a brand-new user with no data builds a workspace through the management dialogs: client → folder → project → use cases → releases, shares the folder (Pending, then Active once
// the invitee signs up), meets the clients dialog's delete rule, and exports the project to CSV. Every dialog
// is photographed at 1280×800 (on a phone and in dark mode: manageLooks.e2e.test.ts).
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../common/schemas/export';
import { createUser, signIn, uniqueEmail, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { openSignedIn, signUpAndVerify } from './flows';
import { describeE2E, DESKTOP, screenshot, startE2E, type E2E } from './harness';
import { button, closeDialog, dialog, openFromSidebar, rowOf } from './manageFlows';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { dismissAllToasts, dismissToast, gone, input, shown } from './waits';

describeE2E('management dialogs in Chromium', () => {
  let e2e: E2E;
  let person: TestUser;
  let api: TestClient;
  let page: Page;
  const ids = { client: 0, folder: 0, project: 0 };

  beforeAll(async () => {
    e2e = await startE2E();
    person = await createUser(e2e.server, { firstName: 'Nora', lastName: 'New' });
    api = await signIn(e2e.server, person);
  });
  afterAll(() => e2e?.close());

  it('creates a client, a folder and a project from an empty workspace', async () => {
    // (The harness opens pages inside a test: it photographs them when the test fails.)
    page = await e2e.newPage(DESKTOP, { keep: true });
    await openSignedIn(page, e2e.server, person.user);
    const clients = await openFromSidebar(page, 'Clients', 'Manage Clients');
    await shown(clients.getByText('No clients yet'));
    await button(clients, 'New Client').click();
    await shown(dialog(page, 'New Client'));
    await input(page, /client name/i).fill('Acme Corp');
    await button(page, 'Create Client').click();
    await dismissToast(page, 'Client created');
    await shown(dialog(page, 'Manage Clients').getByText('Acme Corp'));
    await closeDialog(page, dialog(page, 'Manage Clients'));
    ids.client = ((await api.get('/api/clients')).body as { id: number }[])[0]!.id;

    const projects = await openFromSidebar(page, 'Projects', 'Manage Projects');
    await shown(projects.getByText('No projects found. Create your first folder to get started.'));
    expect(await button(projects, 'New Project').isDisabled()).toBe(true);
    await screenshot(page, 'manage-projects-empty');
    await button(projects, 'New Folder').click();
    const folderForm = await shown(dialog(page, 'Create New Folder'));
    expect(await input(folderForm, /^client/i).inputValue()).toBe(String(ids.client));
    // the name gets the focus 100 ms after the form opens
    await expect
      .poll(() => input(folderForm, /folder name/i).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Product');
    await screenshot(page, 'manage-projects-folder-form');
    await button(folderForm, 'Create Folder').click();
    await dismissToast(page, 'Folder created');
    const list = await shown(dialog(page, 'Manage Projects'));
    await shown(rowOf(list, 'Product'));

    await button(list, 'New Project').click();
    const projectForm = await shown(dialog(page, 'Create New Project'));
    await button(projectForm, 'Create Project').click();
    await shown(projectForm.getByText('Prefix is required for projects'));
    await shown(projectForm.getByText('Project name is required'));
    await dismissAllToasts(page);
    await input(projectForm, /project name/i).fill('Web App');
    await input(projectForm, /prefix/i).pressSequentially('web');
    expect(await input(projectForm, /prefix/i).inputValue()).toBe('WEB');
    await shown(projectForm.getByText('This prefix will be used for card IDs (e.g., FLD-001, ENG-002)'));
    await screenshot(page, 'manage-projects-project-form');
    await button(projectForm, 'Create Project').click();
    await dismissToast(page, 'Project created successfully');
    await shown(rowOf(list, 'Web App').filter({ hasText: '(0)' }));
    await screenshot(page, 'manage-projects-list');
    await closeDialog(page, list);

    const all = (await api.get('/api/projects')).body as {
      id: number;
      name: string;
      prefix: string | null;
    }[];
    ids.folder = all.find((p) => p.name === 'Product')!.id;
    const project = all.find((p) => p.name === 'Web App')!;
    expect(project.prefix).toBe('WEB');
    ids.project = project.id;
  });

  it('manages use cases: add with a colour, duplicate refused, rename and recolour inline', async () => {
    const box = await openFromSidebar(page, 'Use Cases', 'Manage Use Cases');
    await shown(box.getByText('No use cases yet'));
    const name = input(box, 'Add a use case');
    await name.fill('Onboarding');
    await name.press('Enter');
    await dismissToast(page, 'Use Case created');

    await box.getByRole('button', { name: /^Color of the new use case/ }).click();
    const picker = await shown(page.getByRole('dialog', { name: 'Choose a color' }));
    await shown(picker.getByText('Selected: Grey'));
    await screenshot(page, 'manage-use-cases-color-picker');
    await button(picker, 'Green').click();
    await gone(picker);
    await name.fill('Billing');
    await button(box, 'Add').click();
    await dismissToast(page, 'Use Case created');

    await name.fill('  onboarding ');
    await shown(box.getByText('A module with this name already exists'));
    expect(await button(box, 'Add').isDisabled()).toBe(true);
    await name.fill('');

    await button(box, 'Rename Onboarding').click();
    expect(await button(box, 'Save & Close').isDisabled()).toBe(true);
    const rename = input(box, 'Name of Onboarding');
    await rename.fill('Signup');
    await rename.press('Enter');
    await dismissToast(page, 'Use Case updated');
    await shown(rowOf(box, 'Signup'));

    await box.getByRole('button', { name: 'Color of Signup: Grey' }).click();
    await button(page.getByRole('dialog', { name: 'Choose a color' }), 'Purple').click();
    await dismissToast(page, 'Use Case updated');
    await screenshot(page, 'manage-use-cases');
    await button(box, 'Save & Close').click();
    await gone(box);

    const categories = (await api.get(`/api/projects/${ids.project}/categories`)).body as {
      name: string;
      color: string;
    }[];
    expect(categories.map((c) => [c.name, c.color]).sort()).toEqual([
      ['Billing', '#22C55E'],
      ['Signup', '#8B5CF6'],
    ]);
  });

  it('manages releases: dates checked, edit with a sprint, roadmap visibility', async () => {
    const box = await openFromSidebar(page, 'Releases', 'Manage Releases');
    await shown(box.getByText('No releases created yet. Create your first release to organize features.'));
    await button(box, 'Add New Release').click();
    await shown(box.getByRole('heading', { name: 'Add New Release' }));
    await input(box, /release name/i).fill('Spring Launch');
    await input(box, /description/i).fill('Everything for the spring campaign.');
    await input(box, /start date/i).fill('2025-03-01');
    await input(box, /end date/i).fill('2025-02-01');
    await shown(box.getByText('End date cannot be before start date'));
    expect(await button(box, 'Create Release').isDisabled()).toBe(true);
    await screenshot(page, 'manage-releases-form');
    await input(box, /end date/i).fill('2025-04-30');
    await gone(box.getByText('End date cannot be before start date'));
    await button(box, 'Create Release').click();
    await dismissToast(page, 'Release created successfully');

    await button(box, 'Add New Release').click();
    await input(box, /release name/i).fill('Someday');
    await button(box, 'Create Release').click();
    await dismissToast(page, 'Release created successfully');
    const list = box.getByRole('list', { name: 'Existing Releases' });
    await shown(rowOf(list, 'Spring Launch').filter({ hasText: 'Mar 1, 2025 → Apr 30, 2025' }));
    await shown(rowOf(list, 'Someday').filter({ hasText: 'No date set' }));
    expect(await list.locator(':scope > li .name').allTextContents()).toEqual(['Spring Launch', 'Someday']);

    await button(list, 'Edit Spring Launch').click();
    await shown(box.getByRole('heading', { name: 'Edit Release' }));
    await input(box, /sprint name/i).fill('Sprint 1');
    await input(box, /sprint start/i).fill('2025-03-01');
    await input(box, /sprint end/i).fill('2025-03-14');
    await button(box, 'Add Sprint').click();
    await dismissToast(page, 'Sprint created');
    await shown(box.getByRole('list', { name: 'Sprints' }).getByText('Mar 1, 2025 → Mar 14, 2025'));
    await input(box, /release name/i).fill('Spring Launch 2025');
    await screenshot(page, 'manage-releases-edit');
    await button(box, 'Update Release').click();
    await dismissToast(page, 'Release updated successfully');

    const visible = list.getByRole('switch', { name: 'Show Someday on the roadmap' });
    await visible.click();
    await expect.poll(() => visible.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'manage-releases-list');
    await closeDialog(page, box);

    const releases = (await api.get(`/api/projects/${ids.project}/releases`)).body as {
      name: string;
      roadmapVisible: boolean;
      sprints: { name: string }[];
    }[];
    expect(releases.map((r) => [r.name, r.roadmapVisible, r.sprints.map((s) => s.name)]).sort()).toEqual([
      ['Someday', false, []],
      ['Spring Launch 2025', true, ['Sprint 1']],
    ]);
  });

  it('shares the folder: Pending, then Active once the invitee has proven the address', async () => {
    const inviteeEmail = uniqueEmail('invitee');
    let box = await openFromSidebar(page, 'Projects', 'Manage Projects');
    await button(box, 'Share Product').click();
    const share = await shown(page.getByTestId('share-view'));
    await shown(dialog(page, 'Share Folder: Product'));
    await shown(
      share.getByText(
        'When you share a folder, all projects and cards within it will be accessible to the recipient.',
      ),
    );
    const owner = rowOf(share.getByRole('list', { name: 'Current shares' }), person.user.email);
    await shown(owner.filter({ hasText: 'Owner' }).filter({ hasText: 'Nora New' }));
    expect(await button(share, 'Share').isDisabled()).toBe(true);
    expect(await share.getByLabel('Email address').getAttribute('type')).toBe('email');
    await share.getByLabel('Email address').fill(inviteeEmail);
    await button(share, 'Share').click();
    await dismissToast(page, 'Folder shared successfully');
    await shown(rowOf(share, inviteeEmail).filter({ hasText: 'Pending' }));
    await screenshot(page, 'manage-projects-share');

    // The invitee signs up with that address and follows the verification mail: the share turns active
    // (signing up alone proves nothing, docs/decisions.md "Access model").
    await e2e.server.mailbox.next(inviteeEmail); // the invitation
    await signUpAndVerify(e2e.server, {
      email: inviteeEmail,
      password: 'invitee-pass-1',
      firstName: 'Ivy',
      lastName: 'Invitee',
    });
    await button(page, 'Back to list').click();
    box = await shown(dialog(page, 'Manage Projects'));
    const sharedIcon = rowOf(box, 'Product').getByRole('img', { name: 'Shared with 1 person' });
    await sharedIcon.hover();
    await shown(page.getByRole('tooltip').filter({ hasText: 'Shared with 1 person' }));
    await button(box, 'Share Product').click();
    await shown(
      rowOf(page.getByTestId('share-view'), inviteeEmail)
        .filter({ hasText: 'Active' })
        .filter({ hasText: 'Ivy Invitee' }),
    );
    await screenshot(page, 'manage-projects-share-active');
    // Closing from the share view returns to the list; closing from the list closes the dialog.
    await page.keyboard.press('Escape');
    box = await shown(dialog(page, 'Manage Projects'));
    await closeDialog(page, box);
  });

  it('refuses to delete a client that still has projects', async () => {
    const box = await openFromSidebar(page, 'Clients', 'Manage Clients');
    const row = rowOf(box, 'Acme Corp');
    await shown(row.filter({ hasText: '2 projects' }));
    expect(await button(row, 'Delete Acme Corp').isDisabled()).toBe(true);
    await button(row, 'Delete Acme Corp').hover({ force: true });
    await shown(page.getByRole('tooltip').filter({ hasText: 'Delete all projects first' }));
    await screenshot(page, 'manage-clients');
    await closeDialog(page, box);
  });

  it('exports the project and downloads its cards as CSV', async () => {
    for (const title of ['Sign-up form', 'Invoice PDF', '=SUM(A1)']) {
      const res = await api.post('/api/cards', { title, projectId: ids.project });
      expect(res.status, res.text).toBe(201);
    }
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const box = await shown(dialog(page, 'Export to CSV'));
    await shown(
      box.getByText('Select the clients, folders, and projects you want to include in your CSV export.'),
    );
    await shown(box.getByText('1 project selected'));
    const client = box.getByRole('checkbox', { name: 'Acme Corp' });
    await client.click(); // all selected → none
    await shown(box.getByText('0 projects selected'));
    expect(await button(box, 'Export CSV').isDisabled()).toBe(true);
    await box.getByRole('checkbox', { name: 'Product' }).click();
    await shown(box.getByText('1 project selected'));
    expect(await client.isChecked()).toBe(true);
    await screenshot(page, 'manage-export');

    const [download] = await Promise.all([page.waitForEvent('download'), button(box, 'Export CSV').click()]);
    expect(download.suggestedFilename()).toMatch(/^cardplan-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await dismissToast(page, 'Export successful')).toContain('Exported 1 project to CSV');
    await gone(box);
    const file = await download.path();
    const lines = fs
      .readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 5))).toEqual(
      expect.arrayContaining([
        ['Acme Corp', 'Product', 'Web App', 'WEB-001', 'Sign-up form'],
        ['Acme Corp', 'Product', 'Web App', 'WEB-002', 'Invoice PDF'],
        ['Acme Corp', 'Product', 'Web App', 'WEB-003', "'=SUM(A1)"],
      ]),
    );
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });
});
