/**
 * The site's one Trusted Types policy for HTML (docs/decisions/0034). The production CSP has
 * `require-trusted-types-for 'script'`: innerHTML then takes only TrustedHTML, and the only
 * TrustedHTML the site makes is DOMPurify's output, made through this policy (DOMPurify's
 * TRUSTED_TYPES_POLICY option: it parses the API's text in an inert document and returns the
 * sanitised result as TrustedHTML). Where the browser has no Trusted Types (Firefox before 147,
 * Safari before 26, the prerender in Node) there is no policy and strings are used as before.
 */

import type { TrustedTypePolicy, TrustedTypePolicyFactory } from 'trusted-types/lib';

/** The policy's name, as the CSP's `trusted-types` directive lists it (scripts/serve/options.ts). */
export const HTML_POLICY_NAME = 'site-html';

let created = false;
let policy: TrustedTypePolicy | null = null;

/**
 * The policy, created once, or null without Trusted Types. Its createHTML only wraps: it is handed
 * to DOMPurify alone (SafeHtml.tsx), which calls it for the text it is about to parse inertly and
 * for the markup it has sanitised. API HTML never holds a script URL the site would load, so
 * createScriptURL refuses.
 */
export function sanitizerPolicy(): TrustedTypePolicy | null {
  if (created) return policy;
  created = true;
  const factory =
    typeof window !== 'undefined'
      ? (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes
      : undefined;
  policy =
    (factory?.createPolicy(HTML_POLICY_NAME, {
      createHTML: (markup: string) => markup,
      createScriptURL: (url: string) => {
        throw new TypeError(`${HTML_POLICY_NAME}: no script URL comes from API HTML (${url})`);
      },
    }) as TrustedTypePolicy | undefined) ?? null;
  return policy;
}

/** Where reCAPTCHA's loader (react-async-script) may take its script from (Google's CSP guidance). */
const RECAPTCHA_SCRIPT_PREFIXES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

let recaptchaAllowed = false;

/**
 * reCAPTCHA's loader sets `script.src` from a string it builds itself; under Trusted Types only a
 * `default` policy can accept that. The CSP lists `default` only when a site key is set
 * (scripts/serve/options.ts), and this policy passes reCAPTCHA's own script URLs and nothing else.
 */
export function allowRecaptchaScript(): void {
  if (recaptchaAllowed) return;
  recaptchaAllowed = true;
  const factory =
    typeof window !== 'undefined'
      ? (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes
      : undefined;
  factory?.createPolicy('default', {
    createScriptURL: (url: string) => {
      if (RECAPTCHA_SCRIPT_PREFIXES.some((prefix) => url.startsWith(prefix))) return url;
      throw new TypeError(`default policy: ${url} is not reCAPTCHA's script`);
    },
  });
}
