// Browser: on an empty board, "Create your first client" opens the clients dialog on the new-client form
// (not on the empty list, where New Client had to be clicked again); saving lands on the list.
import { afterAll, beforeAll, it } from 'vitest';
import { createUser, type TestUser } from '../../server/test/factories';
import { openSignedIn } from './flows';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { button, dialog } from './manageFlows';
import { dismissToast, input, shown } from './waits';

describeE2E('the first client in Chromium', () => {
  let e2e: E2E;
  let person: TestUser;
  beforeAll(async () => {
    e2e = await startE2E();
    person = await createUser(e2e.server, { firstName: 'Fay', lastName: 'First' });
  });
  afterAll(() => e2e?.close());

  it('"Create your first client" opens the new-client form', async () => {
    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, person.user);
    await page.getByRole('button', { name: 'Create your first client' }).click();
    const form = await shown(dialog(page, 'New Client'));
    await input(form, /client name/i).fill('Acme Corp');
    await screenshot(page, 'first-client-form');
    await button(form, 'Create Client').click();
    await dismissToast(page, 'Client created');
    await shown(dialog(page, 'Manage Clients').getByText('Acme Corp'));
  });
});
