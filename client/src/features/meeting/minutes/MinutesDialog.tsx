// Placeholder until the minutes dialog lands (issue 16).
export function MinutesDialog() {
  return null;
}
