// Placeholder until the helper building CardDialog replaces this file.
export function CardDialog() {
  return null;
}
