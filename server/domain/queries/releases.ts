// Reads of releases for someone who may see them.
import type { Sprint } from '../../../common/schemas/releases';
import type { Db } from '../../db/connection';
import { releasesRepo } from '../../db/repos/releases';
import type { Actor } from '../policies/authorize';
import * as releasePolicy from '../policies/releases';
import { presentSprint } from '../presenters/planning';

export async function sprintsOfRelease(db: Db, actor: Actor, releaseId: number): Promise<Sprint[]> {
  const release = await releasePolicy.load(db, actor, 'read', releaseId);
  return (await releasesRepo.sprintsForReleases(db, [release.id])).map(presentSprint);
}
