// GET and POST /api/projects/{id}/similar-cards (docs/api/search.md "Similar cards"): while a title is typed,
// or for each line of a bulk add and each row of an import, the project's cards whose titles are like it — a
// duplicate caught before it exists. A reader of the project only.
import {
  SIMILAR_TITLE_MIN,
  similarCardsBatchRequest,
  similarCardsRequest,
  type SimilarCard,
  type SimilarCardsByTitle,
} from '../../../common/schemas/search';
import type { Db } from '../../db/connection';
import { similarCardsRepo, type SimilarCardRow } from '../../db/repos/similarCards';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';

const present = ({ id, externalId, title }: SimilarCardRow): SimilarCard => ({ id, externalId, title });

export async function similarCards(
  db: Db,
  actor: Actor,
  projectId: number,
  query: unknown,
): Promise<SimilarCard[]> {
  const { title, limit, except } = similarCardsRequest.parse(query);
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  const typed = title.trim();
  if (typed.length < SIMILAR_TITLE_MIN) return [];
  const rows = await similarCardsRepo.find(db, project.id, typed, limit, except ?? null);
  return rows.map(present);
}

/**
 * Many titles at once, in one statement: one list per title, in the order asked (a title under
 * SIMILAR_TITLE_MIN characters gets none without being looked up). The project is loaded before the body is
 * read, so a caller who cannot see it gets 404 before any 400.
 */
export async function similarCardsOfTitles(
  db: Db,
  actor: Actor,
  projectId: number,
  body: unknown,
): Promise<SimilarCardsByTitle> {
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  const { titles, limit } = similarCardsBatchRequest.parse(body ?? {});
  const answer: SimilarCardsByTitle = titles.map(() => []);
  const asked = titles.flatMap((title, index) => (title.length >= SIMILAR_TITLE_MIN ? [index] : []));
  if (asked.length === 0) return answer;
  const rows = await similarCardsRepo.findEach(
    db,
    project.id,
    asked.map((index) => titles[index]!),
    limit,
  );
  for (const row of rows) answer[asked[row.index]!]!.push(present(row));
  return answer;
}
