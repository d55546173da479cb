// The permission matrix's rows for imports: whoever may bulk add (the folder owner and active
// recipients) imports into a project, into a new project of the folder, and undoes an import.
import { importLines } from './importRequests';
import { id, type Row } from './permissionRow';

const source = { format: 'csv', fileName: 'f.csv' };
const cards = [{ line: 2, title: 'Imported' }];

export const importRows: Row[] = [
  {
    call: 'POST /api/imports',
    request: async (_f, w) => ({
      path: '/api/imports',
      ...importLines({ target: { projectId: w.projectId }, source, cards }),
    }),
    recipient: 201,
    owner: 201,
  },
  {
    call: 'POST /api/imports (new project)',
    request: async (_f, w) => ({
      path: '/api/imports',
      ...importLines({
        target: { newProject: { name: 'New', prefix: 'NEW', parentId: w.folderId } },
        source,
        cards,
      }),
    }),
    recipient: 201,
    owner: 201,
  },
  {
    call: 'DELETE /api/imports/:id',
    request: async (f) => ({ path: `/api/imports/${id(await f.imported())}` }),
    recipient: 200,
    owner: 200,
  },
];
