// The cards and projects a person opened last — from the command palette (features/palette), the sidebar or a
// link alike — which the palette lists while its text is empty. Remembered per user in this browser, like the
// views (store/viewMemory.ts), and read back item by item: anything unreadable is dropped, never a crash.
import { proxy, subscribe } from 'valtio';
import { z } from 'zod';
import { board } from './board';
import { session } from './session';
import { view } from './view';
import { isFolder, workspace } from './workspace';

/** How many recent cards and projects the palette keeps (newest first). */
export const RECENTS_MAX = 8;
const RECENTS_VERSION = 1;
export const recentsKey = (userId: string) => `cardplan:recents:${userId}`;

const recentCard = z.object({
  kind: z.literal('card'),
  id: z.number().int().positive(),
  projectId: z.number().int().positive(),
  externalId: z.string(),
  title: z.string(),
});
const recentProject = z.object({
  kind: z.literal('project'),
  id: z.number().int().positive(),
  name: z.string(),
});
const recentItem = z.discriminatedUnion('kind', [recentCard, recentProject]);
export type RecentItem = z.infer<typeof recentItem>;

export const recents = proxy<{ items: RecentItem[] }>({ items: [] });

/** Stored recents (any JSON text, or null) as a list: broken items are left out. */
export function parseRecents(text: string | null): RecentItem[] {
  let json: unknown;
  try {
    json = JSON.parse(text ?? 'null');
  } catch {
    return [];
  }
  const stored = z.object({ v: z.literal(RECENTS_VERSION), items: z.array(z.unknown()) }).safeParse(json);
  if (!stored.success) return [];
  return stored.data.items
    .flatMap((item) => {
      const read = recentItem.safeParse(item);
      return read.success ? [read.data] : [];
    })
    .slice(0, RECENTS_MAX);
}

const sameItem = (a: RecentItem, b: RecentItem) => a.kind === b.kind && a.id === b.id;

/** The list with `item` first (once), at most RECENTS_MAX long. */
export function withRecent(items: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...items.filter((other) => !sameItem(other, item))].slice(0, RECENTS_MAX);
}

function read(userId: string): RecentItem[] {
  try {
    return parseRecents(localStorage.getItem(recentsKey(userId)));
  } catch {
    return [];
  }
}

function write(userId: string, items: readonly RecentItem[]) {
  try {
    localStorage.setItem(recentsKey(userId), JSON.stringify({ v: RECENTS_VERSION, items }));
  } catch {
    // Private mode or storage full: the recents are simply not remembered.
  }
}

/**
 * Notes the card whose dialog opens and the project that opens, once each has loaded, as this person's most
 * recent (again when its name changes while open). Returns the stop function.
 */
export function installRecents(): () => void {
  let userId: string | null = null;
  /** What was noted last of each kind: a board change that changes neither notes nothing. */
  const noted = { project: '', card: '' };

  function remember(item: RecentItem) {
    const text = JSON.stringify(item);
    if (!userId || noted[item.kind] === text) return;
    noted[item.kind] = text;
    recents.items = withRecent(recents.items, item);
    write(userId, recents.items);
  }

  function note() {
    const user = session.user?.id ?? null;
    if (user !== userId) {
      userId = user;
      noted.project = noted.card = '';
      recents.items = user ? read(user) : [];
    }
    const { project } = board;
    const projectOpen = board.status === 'ready' && project?.id === workspace.selectedProjectId;
    if (projectOpen && project && !isFolder(project))
      remember({ kind: 'project', id: project.id, name: project.name });
    const card = view.openCardId === null ? undefined : board.cards[view.openCardId];
    if (card)
      remember({
        kind: 'card',
        id: card.id,
        projectId: card.projectId,
        externalId: card.externalId,
        title: card.title,
      });
    else if (view.openCardId === null) noted.card = '';
  }

  note();
  const stops = [session, board, view, workspace].map((store) => subscribe(store, note));
  return () => stops.forEach((stop) => stop());
}
