// Test helpers of the command palette: search hits, a fetch stub whose searches wait for an answer (and see
// their cancellation), and the signed-in workspace the palette opens things in.
import { vi } from 'vitest';
import type { CardHit, ProjectPartHit, ProjectHit, SearchResult } from '../../../../common/schemas/search';
import { setUser } from '../../store/session';
import { jsonResponse } from '../../test/renderPage';
import {
  makeClient,
  makeFolder,
  makeProject,
  makeUser,
  openBoard,
  setWorkspace,
} from '../manage/shared/testKit';

const where = { clientName: 'Acme', folderId: 10, folderName: 'Product' };

export const cardHit = (id: number, title: string, changes: Partial<CardHit> = {}): CardHit => ({
  kind: 'card',
  id,
  matched: 'title',
  snippet: { text: title, marks: [] },
  ...where,
  externalId: `APP-${String(id).padStart(3, '0')}`,
  title,
  status: 'backlog',
  priority: 'basics',
  projectId: 5,
  projectName: 'Mobile App',
  ...changes,
});

export const projectHit = (id: number, name: string): ProjectHit => ({
  kind: 'project',
  id,
  matched: 'name',
  snippet: { text: name, marks: [] },
  ...where,
  name,
});

export const releaseHit = (id: number, name: string): ProjectPartHit => ({
  kind: 'release',
  id,
  matched: 'name',
  snippet: { text: name, marks: [] },
  ...where,
  name,
  projectId: 5,
  projectName: 'Mobile App',
});

export interface SearchRequest {
  url: string;
  /** The text searched (the `q` of the URL). */
  text: string;
  signal: AbortSignal | undefined;
  answer: (status: number, body: unknown) => void;
}

/** Stubs fetch: each search waits until answered, and an aborted one rejects as fetch does. */
export function holdSearches(): SearchRequest[] {
  const requests: SearchRequest[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      const text = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      requests.push({ url, text, signal, answer: (status, body) => resolve(jsonResponse(status, body)) });
    });
  });
  return requests;
}

export const searchAnswer = (text: string, hits: SearchResult['hits']): SearchResult => ({
  query: { text, filters: { statuses: [], impacts: [], releases: [], unestimated: false, changedBy: [] } },
  hits,
});

/**
 * Ana signed in; client Acme (1) with folder Product (10): Web (2, open on the board) and Mobile App (5);
 * client Beta (3) with folder Ops (11) and its project Infra (12).
 */
export function signedInWorkspace() {
  setUser(makeUser());
  setWorkspace({
    clients: [makeClient(1, 'Acme'), makeClient(3, 'Beta')],
    projects: [
      makeFolder(10, 'Product'),
      makeProject(2, 'Web', 10, 'WEB'),
      makeProject(5, 'Mobile App', 10, 'APP'),
      makeFolder(11, 'Ops', 3),
      makeProject(12, 'Infra', 11, 'INF', 3),
    ],
    selectedClientId: 1,
    selectedProjectId: 2,
  });
  openBoard();
}
