/**
 * The headers nginx adds to a visitor's read of the API (deploy/nginx/proxy.conf.template): the API
 * builds its paging links (`next`, `previous`) from them. Whatever asks the API on the server side
 * for a visitor's answer sends the same: the prerender's render (src/entry-server.tsx) and its check
 * of a kept page's sources (scripts/prerender/pages.ts), so both see a visitor's answer, and a
 * source hashes as it did when its page was made. None without the site's public origin.
 */
export function forwardedHeaders(siteOrigin: string | undefined): Record<string, string> {
  if (!siteOrigin) return {};
  const site = new URL(siteOrigin);
  return { 'X-Forwarded-Host': site.host, 'X-Forwarded-Proto': site.protocol.replace(':', '') };
}
