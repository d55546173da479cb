// Inline title edit (spec 4/5): the saved title is trimmed, non-empty and different from the current one;
// anything else is discarded.
export function editedTitle(current: string, draft: string): string | null {
  const title = draft.trim();
  return title && title !== current ? title : null;
}
