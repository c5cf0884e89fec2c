/**
 * Whether an API answer the prerender received is the one a visitor behind nginx is sent, so that
 * its ETag can go in the page's state (decision 0270). `apiHost` is the host the prerender reached
 * the API at, when visitors reach it under another (with the same, every answer is theirs). A body
 * naming that host (a paged answer's `next`, a picture's absolute URL, built from the Host header by
 * a backend that ignores X-Forwarded-Host, or with no SITE_ORIGIN to forward) is not: its ETag would
 * never match, and each visit would fetch the answer whole instead of leaving it to the browser.
 */
export function isVisitorsAnswer(body: string, apiHost: string): boolean {
  return !body.includes(`//${apiHost}`);
}
