// Drag-and-drop ids on the value × effort view: droppable places 'place:{value}:{step}'; the chips take the
// roadmap's 'card:{id}' (chipId). A drop on anything else does nothing.
import type { MatrixPlace } from '../../../../common/board/matrix';

export { chipId, parseChipId } from '../board/roadmapView/cellId';

export const placeId = (place: MatrixPlace) => `place:${place.value}:${place.step}`;

/** The place a droppable id names, or null for anything else. */
export function parsePlaceId(id: unknown): MatrixPlace | null {
  const match = typeof id === 'string' ? /^place:(\d{1,2}):(\d{1,2})$/.exec(id) : null;
  return match ? { value: Number(match[1]), step: Number(match[2]) } : null;
}
