// Where an import writes, as the request names it, the toast names it, and the summary compares against:
// the open project (its use cases, releases and sprints are on the board) or a new one (everything is new).
import type { ExistingNames } from '../../../../common/import';
import type { ImportTarget } from '../../../../common/schemas/imports';
import type { BoardState } from '../../store/board';
import type { ImportDestination } from '../../store/dialogs';

export interface ResolvedDestination {
  target: ImportTarget;
  projectName: string;
  existing: ExistingNames;
}

export const NOTHING_YET: ExistingNames = { useCases: [], releases: [], sprints: [] };

/** The names a project already has, matched by the import (nameKey) with the file's. */
function existingNames(board: Pick<BoardState, 'categories' | 'releases'>): ExistingNames {
  const releases = Object.values(board.releases);
  return {
    useCases: Object.values(board.categories).map((category) => category.name),
    releases: releases.map((release) => release.name),
    sprints: releases.flatMap((release) =>
      release.sprints.map((sprint) => ({ release: release.name, name: sprint.name })),
    ),
  };
}

/** Null when there is nowhere to write (no project open). */
export function resolveDestination(
  destination: ImportDestination,
  board: Pick<BoardState, 'projectId' | 'project' | 'categories' | 'releases'>,
  projectName: string | undefined,
): ResolvedDestination | null {
  if (destination.kind === 'newProject')
    return {
      target: { newProject: destination.project },
      projectName: destination.project.name,
      existing: NOTHING_YET,
    };
  if (board.projectId === null) return null;
  return {
    target: { projectId: board.projectId },
    projectName: projectName ?? board.project?.name ?? 'this project',
    existing: existingNames(board),
  };
}
