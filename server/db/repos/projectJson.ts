// A project's cards, use cases and releases serialised by PostgreSQL itself: the data load is the hottest
// read, and letting the database emit the JSON text saves building and re-serialising hundreds of rows.
// The shapes equal the presenters' in server/domain/presenters/planning.ts (projectJson.test.ts checks it).
import { cardFieldList } from '../../../common/cardFields';
import type { Db } from '../connection';

/** A timestamp as the presenters' iso() writes it. */
export const isoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every field of the registry under its wire name (a rank as its decimal's text, as formatOrder gives it). */
const fieldPairs = () =>
  cardFieldList()
    .map(([, field]) => `'${field.wire}', c."${field.wire}"${field.rank ? '::text' : ''}`)
    .join(', ');

/**
 * A card as presentCard answers it, from the card aliased `c` and its use case `cat` and release `r` (left
 * joined): the data load's cards, and a one-statement create's card.created (cardCreate.ts).
 */
export const CARD_JSON = `json_build_object(
    'id', c.id, 'externalId', c."externalId", ${fieldPairs()}, 'projectId', c."projectId",
    'category', CASE WHEN cat.id IS NULL THEN NULL ELSE json_build_object('name', cat.name, 'color', cat.color) END,
    'release', CASE WHEN r.id IS NULL THEN NULL
      ELSE json_build_object('name', r.name, 'startDate', r."startDate", 'endDate', r."endDate") END,
    'createdAt', ${isoSql('c."createdAt"')}, 'updatedAt', ${isoSql('c."updatedAt"')}, 'version', c.version
  )`;

/** The use case and release of the card aliased c, as CARD_JSON reads them. */
export const CARD_NAMES_JOIN = `LEFT JOIN categories cat ON cat.id = c."categoryId"
  LEFT JOIN releases r ON r.id = c."releaseId"`;

const cardsJson = (project: string) => `COALESCE((SELECT json_agg(${CARD_JSON} ORDER BY c."order", c.id)
  FROM cards c
  ${CARD_NAMES_JOIN}
  WHERE c."projectId" = ${project}), '[]')::text`;

const categoriesJson = (project: string) => `COALESCE((SELECT json_agg(json_build_object(
    'id', k.id, 'name', k.name, 'color', k.color, 'projectId', k."projectId",
    'createdAt', ${isoSql('k."createdAt"')}, 'updatedAt', ${isoSql('k."updatedAt"')}, 'version', k.version
  ) ORDER BY k."createdAt", k.id) FROM categories k WHERE k."projectId" = ${project}), '[]')::text`;

const SPRINTS_OF_RELEASE = `COALESCE((SELECT json_agg(json_build_object(
    'id', s.id, 'name', s.name, 'description', s.description, 'startDate', s."startDate", 'endDate', s."endDate",
    'releaseId', s."releaseId", 'createdAt', ${isoSql('s."createdAt"')}, 'updatedAt', ${isoSql('s."updatedAt"')},
    'version', s.version
  ) ORDER BY COALESCE(s."startDate", '2099-12-31'), s.id) FROM sprints s WHERE s."releaseId" = rel.id), '[]'::json)`;

const releasesJson = (project: string) => `COALESCE((SELECT json_agg(json_build_object(
    'id', rel.id, 'name', rel.name, 'description', rel.description, 'startDate', rel."startDate",
    'endDate', rel."endDate", 'roadmapVisible', rel."roadmapVisible", 'projectId', rel."projectId",
    'sprints', ${SPRINTS_OF_RELEASE},
    'createdAt', ${isoSql('rel."createdAt"')}, 'updatedAt', ${isoSql('rel."updatedAt"')}, 'version', rel.version
  ) ORDER BY COALESCE(rel."startDate", '2099-12-31'), lower(rel.name), rel.id)
  FROM releases rel WHERE rel."projectId" = ${project}), '[]')::text`;

/**
 * The three JSON arrays as columns cards, categories, releases, of the project whose id is the SQL
 * `project` (a named binding, or a column of the query they are part of); null unless `when` holds.
 */
export const bundleColumns = (project: string, when = 'true') =>
  `CASE WHEN ${when} THEN ${cardsJson(project)} END AS cards,
   CASE WHEN ${when} THEN ${categoriesJson(project)} END AS categories,
   CASE WHEN ${when} THEN ${releasesJson(project)} END AS releases`;

export interface ProjectJson {
  cards: string;
  categories: string;
  releases: string;
}

export const projectJsonRepo = {
  /** JSON arrays (as text) of the project's cards in rank order, use cases and releases with sprints. */
  async bundle(db: Db, projectId: number): Promise<ProjectJson> {
    const result = await db.raw(`SELECT ${bundleColumns(':projectId')}`, { projectId });
    return result.rows[0] as ProjectJson;
  },

  /** The project's releases with their sprints, as the JSON text of the releases read. */
  async releases(db: Db, projectId: number): Promise<string> {
    const result = await db.raw(`SELECT ${releasesJson(':projectId')} AS releases`, { projectId });
    return result.rows[0].releases as string;
  },

  async cards(db: Db, projectId: number): Promise<string> {
    const result = await db.raw(`SELECT ${cardsJson(':projectId')} AS cards`, { projectId });
    return result.rows[0].cards as string;
  },
};
