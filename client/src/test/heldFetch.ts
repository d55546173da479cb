// A stubbed fetch whose requests wait until the test answers them (in the order sent), and the small board
// the store's write-path tests start from: project 1 with cards 1 and 2 (2 in use case 4, "Billing").
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { IMPORT_CONTENT_TYPE } from '../../../common/import/requestLines';
import { card } from '../../../common/test/factories';
import type { Project } from '../../../common/schemas/projects';
import { setProjectData } from '../store/applyRemote';
import { resetBoard } from '../store/board';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
export interface HeldRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** The request's abort signal, when it was given one. */
  signal?: AbortSignal;
  answer: (a: Answer) => void;
}

/** The body as the server reads it: JSON parsed; an import's JSON lines as the one request they carry. */
function bodyOf(init: RequestInit): unknown {
  const text = String(init.body);
  if ((init.headers as Record<string, string>)['Content-Type'] !== IMPORT_CONTENT_TYPE)
    return JSON.parse(text);
  const [envelope, ...cards] = text.split('\n').map((line) => JSON.parse(line) as unknown);
  return { ...(envelope as object), cards };
}

/** Stubs fetch; the returned list fills with the requests sent, each waiting for `answer`. */
export function holdFetch(): HeldRequest[] {
  const waiting: HeldRequest[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    return new Promise<Response>((resolve) => {
      waiting.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? bodyOf(init) : undefined,
        headers: { ...(init.headers as Record<string, string>) },
        ...(init.signal ? { signal: init.signal } : {}),
        answer: ({ status, body, headers }) =>
          resolve(new Response(body === undefined ? '' : JSON.stringify(body), { status, headers })),
      });
    });
  });
  return waiting;
}

/**
 * The last of `list()` once it is `wanted` and every earlier one was cancelled. An ask sent when the typing
 * rests is one ask for text typed quickly; a loaded machine types slower than the rest, and then each part of
 * the text is asked for and cancelled by the next.
 */
export async function lastAsk(list: () => HeldRequest[], wanted: (request: HeldRequest) => boolean) {
  await waitFor(() => {
    const all = list();
    expect(all.length > 0 && wanted(all.at(-1)!)).toBe(true);
    expect(all.slice(0, -1).filter((request) => !request.signal?.aborted)).toEqual([]);
  });
  return list().at(-1)!;
}

/** Project 1 open with cards 1 and 2 (card 2 in use case 4, "Billing"), all at version 3. */
export function seedBoard() {
  resetBoard(1);
  setProjectData({
    project: { id: 1, name: 'Web' } as Project,
    cards: [card(1, { version: 3 }), card(2, { categoryId: 4, version: 3 })],
    categories: [
      { id: 4, name: 'Billing', color: '#3B82F6', projectId: 1, createdAt: '', updatedAt: '', version: 3 },
    ],
    releases: [],
  });
}
