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
