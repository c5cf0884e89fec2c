/**
 * The page nginx answers to a visitor form posted with no script to take it (decision 0130): the
 * forms' HTML is `method="post" action="/{lang}/form-not-sent"` (src/shared/forms/heldSubmit.ts),
 * so a page whose scripts never ran or failed sends nothing typed into an address; this says, in
 * the page's language, that the form needs the page to finish loading. A plain page (no style, no
 * script, the strict headers): it needs nothing the site's CSP would have to allow.
 */
import { LANGS, type Lang } from '../../src/api/types';
import { formTexts } from '../../src/shared/forms/texts';

/** The fallback's address (formFallbackAction in src/shared/forms/heldSubmit.ts). */
export const formNotSentPath = (lang: Lang) => `/${lang}/form-not-sent`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The page in `lang`. */
export function formNotSentPage(lang: Lang): string {
  const t = (text: Record<Lang, string>) => escapeHtml(text[lang]);
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${t(formTexts.notSentTitle)}</title></head>`,
    `<body><main><h1>${t(formTexts.notSentTitle)}</h1>`,
    `<p>${t(formTexts.notSentWhy)}</p>`,
    `<p>${t(formTexts.notSentWhatToDo)}</p>`,
    `<p><a href="/${lang}/">${t(formTexts.notSentHome)}</a></p></main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** nginx single-quoted string: `$` would be read as a variable, a quote would end it. */
function nginxString(text: string): string {
  if (text.includes('$')) throw new Error(`The form-not-sent page holds "$": ${text}`);
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The locations of deploy/nginx/form-not-sent.conf.template, one pair per language. An exact
 * location (it wins over the language addresses' regex) counts the request against the forms'
 * allowance (limit_req works in a phase after `return`'s, so the page comes from a named
 * location reached through try_files); `return` discards the body unread into any log or file,
 * and the access log has only the address. GET and HEAD get the same page (a bookmark, a reload).
 */
export function formNotSentLocations(includeDir: string, rateBurst: number): string {
  return LANGS.flatMap((lang) => [
    `location = ${formNotSentPath(lang)} {`,
    '    if ($request_method !~ ^(GET|HEAD|POST)$) {',
    '        return 405;',
    '    }',
    `    limit_req zone=visitor_posts burst=${rateBurst} nodelay;`,
    `    try_files /.form-not-sent @form_not_sent_${lang};`,
    '}',
    `location @form_not_sent_${lang} {`,
    `    include ${includeDir}/strict-headers.conf;`,
    '    add_header Cache-Control "no-store" always;',
    '    default_type text/html;',
    `    return 200 ${nginxString(formNotSentPage(lang))};`,
    '}',
  ]).join('\n');
}
