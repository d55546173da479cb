// Drag-and-drop ids on the releases overview: draggable cards 'card:{cardId}', droppable sprints
// 'sprint:{releaseId}:{sprintId}' and releases 'release:{releaseId}'. Anything else is no target.

export const cardDragId = (cardId: number) => `card:${cardId}`;
export const sprintDropId = (releaseId: number, sprintId: number) => `sprint:${releaseId}:${sprintId}`;
export const releaseDropId = (releaseId: number) => `release:${releaseId}`;

export function parseCardDragId(id: unknown): number | null {
  const match = typeof id === 'string' ? /^card:(\d+)$/.exec(id) : null;
  return match ? Number(match[1]) : null;
}

/** Where a drop puts a card: a release, and one of its sprints or none. */
export interface PlanTarget {
  releaseId: number;
  sprintId: number | null;
}

export function parseDropId(id: unknown): PlanTarget | null {
  if (typeof id !== 'string') return null;
  const sprint = /^sprint:(\d+):(\d+)$/.exec(id);
  if (sprint) return { releaseId: Number(sprint[1]), sprintId: Number(sprint[2]) };
  const release = /^release:(\d+)$/.exec(id);
  return release ? { releaseId: Number(release[1]), sprintId: null } : null;
}
