// Placeholder until the helper building ReleasesOverview replaces this file.
export function ReleasesOverview() {
  return null;
}
