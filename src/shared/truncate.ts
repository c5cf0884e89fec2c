/**
 * Cuts a text to its first `max` characters (code points) and adds an ellipsis when anything was
 * cut: "cut to 70 characters with an ellipsis" (requirements §9) reads as 70 characters of the title, then "…".
 */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join('').trimEnd() + ellipsis;
}
