/**
 * Plain text of the API's HTML fields (`content_*`, `short_content_*`): for summaries, meta
 * descriptions and "is this field blank?" — never inserted as HTML. String work only, no DOM, so
 * it runs the same in the browser, in the server-side prerender and in the mock (which may use
 * src/api); nothing in the markup is run or loaded.
 */

const NAMED: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  copy: '©',
  reg: '®',
  deg: '°',
  shy: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The visible text of an HTML fragment, whitespace collapsed and trimmed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when an HTML field has no visible text and no media: an untranslated field. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html || !html.trim()) return true;
  if (/<(img|video|iframe|table|audio)\b/i.test(html)) return false;
  return htmlToText(html) === '';
}
