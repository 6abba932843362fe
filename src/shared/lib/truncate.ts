/** Cuts `text` to `max` characters (spec: card descriptions at 100) and marks the cut with an ellipsis. */
export function truncate(text: string, max = 100): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}
