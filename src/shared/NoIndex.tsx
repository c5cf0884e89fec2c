/**
 * Keeps the page it is rendered in out of search engines' indexes: a page that answers 200 but is
 * not content of its own (an address of no item, the offline page). React 19 puts the tag in
 * `<head>` and takes it away with the page; the prerender moves it there from the start of the
 * rendered markup and leaves a page that has it out of the sitemap (scripts/prerender/html.ts,
 * `saysNoindex`, whose test renders this).
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
