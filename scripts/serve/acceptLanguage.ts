/**
 * nginx's reading of `Accept-Language` for a path without a language and a visitor without the
 * `lang` cookie (decision 0028): which of the site's three languages the browser prefers, by
 * q-value, as far as nginx's regular expressions can tell. Generated (like the page table of
 * pageRoutes.ts) because the same maps repeat for each language; the result goes into
 * deploy/nginx/language-negotiation.conf.template.
 *
 * Three steps, all `map`s (evaluated only when the redirect reads `$accept_lang`):
 * 1. `$accept_range_<lang>`: the first range naming the language (`ru`, `ru-RU`, any case), as
 *    `<integer part>|<decimals>|<rank>`, where the rank is 9 for the header's first range, 8 for
 *    its second … 0 from its tenth on (earlier ranges win ties).
 * 2. `$accept_key_<lang>`: that as five digits, the q-value in thousandths then the rank
 *    (`q=0.8` in the second range: `08008`; no q: `1000r`; not named: `00000`).
 * 3. `$accept_lang`: the language whose key is greater than both others and whose q is not 0;
 *    else `tm`. Keys are compared digit by digit with a backreference (the shared prefix, then a
 *    greater digit), so no arithmetic is needed.
 *
 * Limits: a language named twice counts with its first range (browsers put `ru-RU` before `ru`, at a
 * higher weight); a range that does not parse (`q=0.12345`, `ru;level=1`) is skipped; `*` names none
 * of the three; from the tenth range on, equal weights no longer tell two languages apart (the map
 * then falls to `tm`). Each regex is anchored and linear in the header (at most nginx's 8 KB).
 */
import { LANGS, type Lang } from '../../src/api/types';

/** The language tag a browser sends for each of the site's languages (Turkmen is `tk`). */
const TAG: Record<Lang, string> = { tm: 'tk', ru: 'ru', en: 'en' };

/** Ranges counted for the tie-break; from the tenth on they share the lowest rank. */
const RANKED = 9;

/**
 * One language range naming `tag`, with an optional weight, up to its comma or the end. A range that
 * does not fit (`ru;level=1`, `q=0.12345`, `rux`) names nothing; a later one may.
 */
function rangeOf(tag: string): string {
  return `\\s*${tag}(?:-[a-z0-9]{1,8})*\\s*(?:;\\s*q\\s*=\\s*([01])(?:\\.([0-9]{0,3}))?\\s*)?(?:,|$)`;
}

/** Step 1: the first range naming the language, with its rank. */
function rangeMap(lang: Lang): string {
  const lines: string[] = [];
  for (let before = 0; before <= RANKED; before++) {
    // `{n}` ranges before it; the last line takes any later one (lazily: the first such).
    const skip = before === RANKED ? `(?:[^,]*,){${RANKED},}?` : before ? `(?:[^,]*,){${before}}` : '';
    lines.push(`    "~*^${skip}${rangeOf(TAG[lang])}" "$1|$2|${RANKED - before}";`);
  }
  return [`map $http_accept_language $accept_range_${lang} {`, '    default "";', ...lines, '}'].join('\n');
}

/**
 * Step 2: five digits. nginx reads `$1`…`$9` as one-digit captures, so `0$1$20$3` is 0, $1, $2, 0,
 * $3. A q above 1 (not allowed) counts as 1.
 */
function keyMap(lang: Lang): string {
  return [
    `map $accept_range_${lang} $accept_key_${lang} {`,
    '    default 00000;',
    '    "~^\\|\\|([0-9])$" "1000$1";',
    '    "~^1\\|[0-9]*\\|([0-9])$" "1000$1";',
    '    "~^0\\|([0-9])([0-9])([0-9])\\|([0-9])$" "0$1$2$3$4";',
    '    "~^0\\|([0-9])([0-9])\\|([0-9])$" "0$1$20$3";',
    '    "~^0\\|([0-9])\\|([0-9])$" "0$100$2";',
    '    "~^0\\|\\|([0-9])$" "0000$1";',
    '}',
  ].join('\n');
}

/** Skips `count` keys of the composite (`ddddd:` each). */
const keys = (count: number) => (count ? `(?:[0-9]{5}:){${count}}` : '');

/** A class of digits, `[3-9]`, or the digit alone. */
const digits = (low: number, high: number) => (low === high ? String(low) : `[${low}-${high}]`);

/**
 * A lookahead: key `a` is greater than key `b` of `"k0:k1:k2"`, `group` being the number of its
 * capture (the shared prefix). At the first digit where they differ, the earlier key's digit d faces a
 * later key's digit that is smaller (a > b) or greater (a < b).
 */
function greater(a: number, b: number, group: number): string {
  const [first, second] = a < b ? [a, b] : [b, a];
  const cases: string[] = [];
  for (let d = 0; d <= 9; d++) {
    // Digits of the second key that make `a` the greater one when the first key has d.
    const other = a < b ? (d > 0 ? digits(0, d - 1) : '') : d < 9 ? digits(d + 1, 9) : '';
    if (other) cases.push(`${d}[0-9]*:${keys(second - first - 1)}\\g{${group}}${other}`);
  }
  return `(?=${keys(first)}([0-9]*)(?:${cases.join('|')}))`;
}

/** Step 3: the winner, a language whose q is not 0 and whose key beats both others. */
function winnerMap(): string {
  const lines = LANGS.map((lang, i) => {
    const others = LANGS.map((_, j) => j).filter((j) => j !== i);
    const checks = others.map((j, n) => greater(i, j, n + 1)).join('');
    return `    "~^(?!${keys(i)}0000)${checks}" ${lang};`;
  });
  const source = LANGS.map((lang) => `$accept_key_${lang}`).join(':');
  return [`map "${source}" $accept_lang {`, '    default tm;', ...lines, '}'].join('\n');
}

/** The generated maps, for `{{ACCEPT_LANGUAGE_MAPS}}`. */
export function acceptLanguageMaps(): string {
  return [...LANGS.flatMap((lang) => [rangeMap(lang), keyMap(lang)]), winnerMap()].join('\n');
}
