/**
 * Removes inline event handlers (`on…=` attributes) and `<style>` elements from HTML text before
 * the browser parses it for DOMPurify.
 *
 * Why: DOMPurify parses in an inert document, so nothing runs, but Chromium still checks that
 * document against the page's Content-Security-Policy while parsing and reports every inline
 * handler (`script-src-attr`) and `<style>` (`style-src-elem`) as a violation. Hostile API content
 * would then flood the CSP reports with noise that hides real attacks. This pass only keeps such
 * markup away from the parser; DOMPurify, after it, stays the sanitiser (a tag this pattern does not
 * recognise is left as it is and DOMPurify removes what it must).
 */
const ATTRIBUTE = /([\s/]+)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const TAG = /<[a-zA-Z][^\s/>]*(?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*[\s/]*>/g;
const STYLE_ELEMENT = /<style\b[\s\S]*?(?:<\/style\s*>|$)/gi;

export function stripInlineCode(html: string): string {
  return html
    .replace(STYLE_ELEMENT, '')
    .replace(TAG, (tag) =>
      tag.replace(ATTRIBUTE, (attribute: string, separator: string, name: string) =>
        /^on/i.test(name) ? separator : attribute,
      ),
    );
}
