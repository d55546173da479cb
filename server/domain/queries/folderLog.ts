// Reads of a folder's change log for a socket catching up (sync:since): what happened after the seq it holds.
import type { ChangeEvent } from '../../../common/events';
import type { Db } from '../../db/connection';
import { folderEventsRepo, type ReplayLimits } from '../../db/repos/folderEvents';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';

/**
 * The folder's events after `seq` that the actor may replay, or undefined when the log cannot answer (the seq
 * is from before their access began, ahead of the folder, or past `limits`): the client refetches instead.
 */
export async function folderEventsSince(
  db: Db,
  actor: Actor,
  folderId: number,
  seq: number,
  limits: Omit<ReplayLimits, 'floor'>,
  notFoundMessage: string,
): Promise<ChangeEvent[] | undefined> {
  const folder = await projectPolicy.loadFolderToReplay(db, actor, folderId, notFoundMessage);
  return eventsAfter(db, folderId, folder, seq, limits);
}

/**
 * The folder's events after `seq`, for a caller whose replay floor and the folder's seq now were read (and
 * access allowed) with `loaded`: as folderEventsSince, undefined when the log cannot answer.
 */
export function eventsAfter(
  db: Db,
  folderId: number,
  loaded: { currentSeq: number; replayFloor: number | null },
  seq: number,
  limits: Omit<ReplayLimits, 'floor'>,
): Promise<ChangeEvent[] | undefined> {
  const floor = loaded.replayFloor ?? Infinity;
  return folderEventsRepo.since(db, folderId, seq, loaded.currentSeq, { floor, ...limits });
}
