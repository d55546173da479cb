// What the delete confirmation of Manage Projects says goes to the trash: a project or a folder goes there
// whole, with everything in it, and can be restored (docs/decisions.md "A project or folder goes to the
// trash whole"). "The project and its 12 cards go to the trash, where you can restore them."
import { plural } from '../../../../../common/plural';
import type { Project } from '../../../../../common/schemas/projects';

const AFTER_ONE = 'goes to the trash, where you can restore it.';
const AFTER_MANY = 'go to the trash, where you can restore them.';

/** "its card", "its 3 cards" (and the same for projects). */
const its = (count: number, one: string) => (count === 1 ? `its ${one}` : `its ${plural(count, one)}`);

/**
 * The consequence of deleting `target`: `projects` are the folder's projects (a project: none), `cardCounts`
 * the workspace's card count per project.
 */
export function deleteConsequence(
  target: Pick<Project, 'id' | 'parentId'>,
  projects: readonly Pick<Project, 'id'>[],
  cardCounts: Readonly<Record<string, number>>,
): string {
  const cardsOf = (id: number) => cardCounts[id] ?? 0;
  if (target.parentId !== null) {
    const cards = cardsOf(target.id);
    return cards === 0 ? `The project ${AFTER_ONE}` : `The project and ${its(cards, 'card')} ${AFTER_MANY}`;
  }
  if (projects.length === 0) return `The folder ${AFTER_ONE}`;
  const cards = projects.reduce((sum, project) => sum + cardsOf(project.id), 0);
  const withCards = cards === 0 ? '' : `, with ${plural(cards, 'card')},`;
  return `The folder and ${its(projects.length, 'project')}${withCards} ${AFTER_MANY}`;
}
