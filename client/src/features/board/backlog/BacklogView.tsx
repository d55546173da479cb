// Placeholder until the helper building BacklogView replaces this file.
export function BacklogView() {
  return null;
}
