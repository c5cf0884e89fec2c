/**
 * Pagefind's excerpt is HTML: the page's text, escaped, with the matched words in `<mark>`. It is
 * turned into text parts here instead of being set as HTML (no sink, nothing for Trusted Types).
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    if (!piece) continue;
    // Split on both tags: every odd piece was inside a <mark>.
    parts.push({ text: decode(piece), marked: index % 2 === 1 });
  }
  return parts;
}
