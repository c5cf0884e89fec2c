/**
 * Runs inside the page, in every engine: finds elements as a visitor (and a screen reader) knows
 * them, by ARIA role and accessible name, with dom-accessibility-api (the library Testing Library
 * computes names with), and reads the text a visitor sees. Bundled into one script by
 * inPageScript.ts; each driver evaluates it in the page and gets the element back as its own
 * handle (Puppeteer's ElementHandle, WebDriver's WebElement), which its native clicks and keys
 * then act on.
 */
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import type { NameMatch, Query } from './query';

function nameMatches(name: string, wanted: NameMatch | undefined): boolean {
  if (wanted === undefined) return true;
  const normal = name.replace(/\s+/g, ' ').trim();
  if (typeof wanted === 'string') return normal === wanted;
  return new RegExp(wanted.pattern, wanted.flags).test(normal);
}

/** Shown to a visitor: laid out, not hidden by CSS, not out of the accessibility tree. */
function visible(element: Element): boolean {
  if (isInaccessible(element)) return false;
  if (!(element instanceof HTMLElement)) return true;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function headingLevel(element: Element): number | null {
  const aria = element.getAttribute('aria-level');
  if (aria) return Number(aria);
  const tag = /^h([1-6])$/.exec(element.localName);
  return tag ? Number(tag[1]) : null;
}

/**
 * The elements that can have each role: the ones that say it (`role="…"`) and every tag whose
 * implicit role it may be (HTML-AAM), a superset that `getRole` then narrows. Asking the page for
 * these alone, rather than computing the role of every element, makes a look at a large page (the
 * news list, the footer's links) a few times cheaper; a role not listed here is looked for in
 * every element.
 */
const CANDIDATES: Record<string, string> = {
  button: 'button,input,summary',
  checkbox: 'input',
  dialog: 'dialog',
  form: 'form',
  group: 'fieldset,details,optgroup,address',
  heading: 'h1,h2,h3,h4,h5,h6',
  img: 'img,svg',
  link: 'a,area',
  list: 'ul,ol,menu',
  listitem: 'li',
  main: 'main',
  navigation: 'nav',
  region: 'section',
  search: 'search',
  searchbox: 'input',
  textbox: 'input,textarea',
};

function candidates(role: string): string {
  const tags = CANDIDATES[role];
  return tags ? `${tags},[role~="${CSS.escape(role)}"]` : '*';
}

function all(query: Query, root: ParentNode = document): Element[] {
  const scopes = query.within ? all(query.within, root) : [root];
  const found: Element[] = [];
  const selector = candidates(query.role);
  for (const scope of scopes) {
    for (const element of scope.querySelectorAll(selector)) {
      if (getRole(element) !== query.role) continue;
      if (query.level !== undefined && headingLevel(element) !== query.level) continue;
      if (!visible(element)) continue;
      if (!nameMatches(computeAccessibleName(element), query.name)) continue;
      if (!found.includes(element)) found.push(element);
    }
  }
  return found;
}

const api = {
  /** The first visible element the query names, or null. */
  find: (query: Query): Element | null => all(query)[0] ?? null,
  /** How many visible elements the query names. */
  count: (query: Query): number => all(query).length,
  /** The visible text of the first element the query names ('' when there is none), or of the page. */
  text: (query?: Query): string => {
    const element = query ? all(query)[0] : document.body;
    return element instanceof HTMLElement ? element.innerText.replace(/\s+/g, ' ').trim() : '';
  },
  /** An attribute of the first element the query names (null when there is none or no such attribute). */
  attribute: (query: Query, name: string): string | null => all(query)[0]?.getAttribute(name) ?? null,
  /** The links the query names: each one's accessible name and address as written. */
  links: (query: Query): { name: string; href: string }[] =>
    all(query).map((element) => ({
      name: computeAccessibleName(element),
      href: element.getAttribute('href') ?? '',
    })),
  /** The accessible names of the visible elements the query names, in document order. */
  names: (query: Query): string[] => all(query).map((element) => computeAccessibleName(element)),
  /** The element that has focus: its role and name. */
  focused: (): { role: string | null; name: string } | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    return { role: getRole(element), name: computeAccessibleName(element) };
  },
};

export type InPage = typeof api;

(window as unknown as { __engines?: InPage }).__engines ??= api;
