// Placeholder until the helper building ManagementDialogs replaces this file.
export function ManagementDialogs() {
  return null;
}
