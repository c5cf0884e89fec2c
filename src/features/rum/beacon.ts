/**
 * The beacon of field measurements (docs/decisions/0181): one page view's Core Web Vitals and the
 * few facts that explain them, as a query string of fixed keys in a fixed order. nginx takes a
 * beacon only in exactly this shape (scripts/serve/rum.ts builds its pattern from RUM_FIELDS'
 * patterns below) and logs each field as it came. Nothing here identifies the visitor: no
 * address, no time finer than the hour (nginx adds the hour), no identifier, no cookie.
 *
 * Importable from Node (the serve scripts read the fields and patterns): no DOM here.
 */

/** Metrics in milliseconds: whole numbers up to 999999. */
const MS = '[0-9]{0,6}';
/** An element's short selector, percent-encoded (targetValue): at most 240 encoded characters. */
const TARGET = '[A-Za-z0-9%._~-]{0,240}';
/** The longest selector kept, in characters before encoding (3 × 80 fits TARGET). */
export const TARGET_MAX = 80;

/** Each field with the pattern of its value, in the beacon's order. */
const FIELD_PATTERNS = [
  ['page', '({{PAGE_IDS}})'],
  ['lang', '({{LANGS}})'],
  ['nav', '(load|reload|back_forward|route)'],
  ['build', '[A-Za-z0-9_-]{0,16}'],
  ['net', '(slow-2g|2g|3g|4g)?'],
  ['save', '[01]?'],
  ['screen', '[sml]'],
  ['lcp', MS],
  ['lcp_target', TARGET],
  ['inp', MS],
  ['inp_target', TARGET],
  ['cls', '([0-9]{1,2}([.][0-9]{1,4})?)?'],
  ['cls_target', TARGET],
  ['fcp', MS],
  ['ttfb', MS],
] as const;

export type RumField = (typeof FIELD_PATTERNS)[number][0];

/** The declared fields, in order: the beacon's keys and the log line's fields after `hour`. */
export const RUM_FIELDS: readonly RumField[] = FIELD_PATTERNS.map(([name]) => name);

/**
 * The query string's pattern, with `{{PAGE_IDS}}` for the page table's ids and `{{LANGS}}` for the
 * languages (src/api/langs.ts), which nginx's configuration fills in (scripts/serve/rum.ts): the
 * sampled chunk carries neither list, and importing the languages here split them into a chunk of
 * their own on `/` (+0.08 kB of critical JavaScript).
 */
export const RUM_KEYS_PATTERN = FIELD_PATTERNS.map(([name, value]) => `${name}=${value}`).join('&');

/** How the page view began. */
export type RumNav = 'load' | 'reload' | 'back_forward' | 'route';

export type RumRecord = Partial<Record<RumField, string>>;

/** Where beacons go, on the site's own origin. */
export const RUM_PATH = '/rum';

/**
 * A selector as a beacon value: at most TARGET_MAX characters (the end, which names the element,
 * is kept), percent-encoded with nothing outside TARGET's alphabet.
 */
export function targetValue(selector: string | undefined): string {
  if (!selector) return '';
  const short = selector.length > TARGET_MAX ? selector.slice(-TARGET_MAX) : selector;
  return encodeURIComponent(short).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A metric in milliseconds as a beacon value (empty when not measured). */
export function msValue(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value) || value < 0) return '';
  return String(Math.min(999_999, Math.round(value)));
}

/** CLS as a beacon value: four decimals, at most 99. */
export function clsValue(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value) || value < 0) return '';
  return String(Math.min(99, Number(value.toFixed(4))));
}

/** A coarse screen class from the viewport's CSS width: s (phones), m (tablets), l (wider). */
export function screenClass(width: number): 's' | 'm' | 'l' {
  if (width < 600) return 's';
  if (width < 1024) return 'm';
  return 'l';
}

/** The beacon's address: every declared field, in order, empty when unknown. */
export function beaconUrl(record: RumRecord): string {
  const query = RUM_FIELDS.map((name) => `${name}=${record[name] ?? ''}`).join('&');
  return `${RUM_PATH}?${query}`;
}
