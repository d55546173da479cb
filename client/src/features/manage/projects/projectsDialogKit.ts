// What the Manage Projects tests share (ProjectsDialog, ProjectsTrashView): "Mia" signed in, owning client
// Acme with folder Product (projects Web and App), the Projects dialog opened, and no network.
import { beforeEach, vi } from 'vitest';
import { setUser } from '../../../store/session';
import {
  makeClient,
  makeFolder,
  makeProject,
  open,
  routedFetch,
  setWorkspace,
  makeUser,
  cleanUpAfterEach,
} from '../shared/testKit';

const folder = makeFolder(1, 'Product');
const web = makeProject(2, 'Web', 1, 'WEB');

export function withProjectsSetup() {
  beforeEach(() => {
    setUser(makeUser({ email: 'me@example.test', firstName: 'Mia', lastName: 'Owner', createdAt: '' }));
    setWorkspace({
      clients: [makeClient(1, 'Acme')],
      projects: [folder, web, makeProject(3, 'App', 1, 'APP')],
      cardCounts: { 2: 3, 3: 0 },
      folderShareCounts: { 1: 2 },
      selectedClientId: 1,
    });
    open('projects');
    // No test reaches the network: anything not stubbed by a test answers 404.
    vi.stubGlobal('fetch', routedFetch({}).fetchStub);
  });
  cleanUpAfterEach();
}
