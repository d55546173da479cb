// Placeholder until the helper building RoadmapView replaces this file.
export function RoadmapView() {
  return null;
}
