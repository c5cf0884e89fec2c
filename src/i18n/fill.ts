/**
 * THE way to fill a text's `{name}` placeholders (decision 0101): `fill(t(texts.found), { n: 12 })`.
 * With only strings and numbers it gives a string; with any other value (a link element, say) it
 * gives the parts in order, to render as children. A placeholder without a value stays as written.
 */
export function fill(text: string, values: Record<string, string | number>): string;
export function fill<T>(text: string, values: Record<string, string | number | T>): (string | T)[];
export function fill<T>(text: string, values: Record<string, string | number | T>): string | (string | T)[] {
  const parts: (string | T)[] = [];
  let plain = true;
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const key = match[1]!;
    if (!Object.hasOwn(values, key)) continue;
    const value = values[key]!;
    parts.push(text.slice(last, match.index));
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
    else {
      plain = false;
      parts.push(value);
    }
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return plain ? parts.join('') : parts.filter((part) => part !== '');
}
