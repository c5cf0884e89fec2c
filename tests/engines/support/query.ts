/** What a journey asks the page for: an element by ARIA role and accessible name (in-page.ts). */

/** The accessible name: exactly this text (spaces collapsed), or matching a pattern. */
export type NameMatch = string | { pattern: string; flags?: string };

export interface Query {
  role: string;
  name?: NameMatch;
  /** For headings: the level. */
  level?: number;
  /** Only inside an element this query names. */
  within?: Query;
}

/** A name that matches a regular expression, in a form that travels into the page. */
export function matching(pattern: RegExp): NameMatch {
  return { pattern: pattern.source, flags: pattern.flags };
}

/** `role` named `name`, optionally inside `within`. */
export function byRole(role: string, name?: NameMatch | RegExp, within?: Query): Query {
  const wanted = name instanceof RegExp ? matching(name) : name;
  return { role, ...(wanted === undefined ? {} : { name: wanted }), ...(within ? { within } : {}) };
}

/** A heading of `level` (1 by default) named `name`. */
export function heading(name?: NameMatch | RegExp, level = 1): Query {
  return { ...byRole('heading', name), level };
}

/** Escapes a text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
