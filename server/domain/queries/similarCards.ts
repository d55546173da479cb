// GET /api/projects/{id}/similar-cards (docs/api/search.md "Similar cards"): while a title is typed, the
// project's cards whose titles are like it — a duplicate caught before it exists. A reader of the project only.
import { SIMILAR_TITLE_MIN, similarCardsRequest, type SimilarCard } from '../../../common/schemas/search';
import type { Db } from '../../db/connection';
import { similarCardsRepo } from '../../db/repos/similarCards';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';

export async function similarCards(
  db: Db,
  actor: Actor,
  projectId: number,
  query: unknown,
): Promise<SimilarCard[]> {
  const { title, limit } = similarCardsRequest.parse(query);
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  const typed = title.trim();
  if (typed.length < SIMILAR_TITLE_MIN) return [];
  const rows = await similarCardsRepo.find(db, project.id, typed, limit);
  return rows.map(({ id, externalId, title: found }) => ({ id, externalId, title: found }));
}
