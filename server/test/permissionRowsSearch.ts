// The permission matrix's rows for the search: GET /api/search is a call about the caller (it searches what
// they may read), so everyone signed in gets 200 and a signed-out caller 401; that outsiders find nothing of the
// folder is checked by "lists never leak" (http/permissions.test.ts). Similar cards, of one title
// (GET) or many (POST), are a project's: its readers only.
import type { Row } from './permissionRow';

export const searchRows: Row[] = [
  {
    call: 'GET /api/search',
    request: async (f) => ({ path: `/api/search?q=${encodeURIComponent((await f.card()).externalId)}` }),
    recipient: 200,
    owner: 200,
    account: { signedOut: 401, signedIn: 200 },
  },
  {
    call: 'GET /api/projects/:id/similar-cards',
    request: async (f, w) => ({
      path: `/api/projects/${w.projectId}/similar-cards?title=${encodeURIComponent((await f.card()).title)}`,
    }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/projects/:id/similar-cards',
    request: async (f, w) => ({
      path: `/api/projects/${w.projectId}/similar-cards`,
      body: { titles: [(await f.card()).title, 'Something else entirely'] },
    }),
    recipient: 200,
    owner: 200,
  },
];
