// Reads of the workspace for the signed-in user: the clients and projects they see with their counts, and a
// project's cards, use cases and releases for someone who may read it.
import type { Category } from '../../../common/schemas/categories';
import type { Client } from '../../../common/schemas/clients';
import type { Project } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { categoriesRepo } from '../../db/repos/categories';
import { clientsRepo } from '../../db/repos/clients';
import { projectJsonRepo } from '../../db/repos/projectJson';
import { projectsRepo } from '../../db/repos/projects';
import type { Actor } from '../policies/authorize';
import * as clientPolicy from '../policies/clients';
import * as projectPolicy from '../policies/projects';
import { presentCategory } from '../presenters/planning';
import { presentClient, presentProject } from '../presenters/workspace';

/** Every folder and project the actor sees, with their access to each. */
export const visibleProjects = async (db: Db, actor: Actor): Promise<Project[]> =>
  (await projectsRepo.listVisible(db, actor.id)).map((row) => presentProject(row, row.access));

/** The card count of each project the actor sees, by project id. */
export const visibleCardCounts = (db: Db, actor: Actor): Promise<Record<string, number>> =>
  projectsRepo.visibleCardCounts(db, actor.id);

/** Every client the actor sees, with their access to each. */
export const visibleClients = async (db: Db, actor: Actor): Promise<Client[]> =>
  (await clientsRepo.listVisible(db, actor.id)).map((row) => presentClient(row, row.access));

/** The project count of each client the actor sees, by client id. */
export const visibleProjectCounts = (db: Db, actor: Actor): Promise<Record<string, number>> =>
  clientsRepo.visibleProjectCounts(db, actor.id);

/** The folders and projects of one client that the actor sees. */
export async function clientProjects(db: Db, actor: Actor, clientId: number): Promise<Project[]> {
  const client = await clientPolicy.load(db, actor, 'read', clientId);
  return (await projectsRepo.listVisible(db, actor.id, client.id)).map((row) =>
    presentProject(row, row.access),
  );
}

/** A project's cards as the JSON text of the data load's array. */
export async function projectCardsJson(db: Db, actor: Actor, projectId: number): Promise<string> {
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  return projectJsonRepo.cards(db, project.id);
}

/** A project's releases with their sprints, as the JSON text of the data load's array. */
export async function projectReleasesJson(db: Db, actor: Actor, projectId: number): Promise<string> {
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  return projectJsonRepo.releases(db, project.id);
}

export async function projectCategories(db: Db, actor: Actor, projectId: number): Promise<Category[]> {
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  return (await categoriesRepo.listForProject(db, project.id)).map(presentCategory);
}
