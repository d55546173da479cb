// A project as a test's live mirror holds it: fetched as GET /api/projects/:id/data answers, and compared as
// data (server/test/liveProject.ts applies change events to it with common/test/applyChange).
import type { Card } from '../../common/schemas/cards';
import type { Category } from '../../common/schemas/categories';
import type { Release } from '../../common/schemas/releases';
import type { TestClient } from './httpClient';

export interface ProjectModel {
  cards: Map<number, Card>;
  categories: Map<number, Category>;
  releases: Map<number, Release>;
}

const byId = <T extends { id: number }>(items: Iterable<T>) => new Map([...items].map((i) => [i.id, i]));

export async function fetchProject(api: TestClient, projectId: number): Promise<ProjectModel> {
  const res = await api.get(`/api/projects/${projectId}/data`);
  if (res.status !== 200) throw new Error(`GET /api/projects/${projectId}/data: ${res.status} ${res.text}`);
  const { cards, categories, releases } = res.body as { [K in keyof ProjectModel]: any[] };
  return { cards: byId(cards), categories: byId(categories), releases: byId(releases) };
}

/**
 * The model as comparable data, sorted by id. A card's embedded `category` / `release` summaries are left
 * out: renaming a use case or release changes them without a card event (clients read names from the
 * use-case and release lists), and every reference id is compared.
 */
export function snapshot(model: ProjectModel) {
  const sorted = <T extends { id: number }>(map: Map<number, T>) =>
    [...map.values()].sort((a, b) => a.id - b.id);
  return {
    cards: sorted(model.cards).map(({ category: _c, release: _r, ...card }) => card),
    categories: sorted(model.categories),
    releases: sorted(model.releases).map((r) => ({
      ...r,
      sprints: [...r.sprints].sort((a, b) => a.id - b.id),
    })),
  };
}
