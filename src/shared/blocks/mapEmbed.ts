/**
 * The map frame's address from a department's `map_string`. The field is "an embed link"; back
 * offices often paste the whole `<iframe …>` snippet instead, so its `src` is taken out of it.
 * Only http(s) and site-relative addresses are used: anything else (javascript:, data:) gives ''.
 */
export function mapEmbedUrl(mapString: string | null | undefined): string {
  const raw = (mapString ?? '').trim();
  if (!raw) return '';
  let candidate = raw;
  if (raw.includes('<')) {
    const match = /\bsrc\s*=\s*(["'])(.*?)\1/i.exec(raw) ?? /\bsrc\s*=\s*([^\s>]+)/i.exec(raw);
    if (!match) return '';
    candidate = (match[2] ?? match[1] ?? '').replace(/&amp;/g, '&');
  }
  if (candidate.startsWith('/') && !candidate.startsWith('//')) return candidate;
  try {
    const url = new URL(candidate.startsWith('//') ? `https:${candidate}` : candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

/** `tel:` target of a displayed phone number: digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A field may hold several numbers or addresses: "+993 12 11-22-33, +993 12 44-55-66". */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
