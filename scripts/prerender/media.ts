/**
 * What visitors would miss on a prerendered page (decision 0240): the pictures, videos and embeds
 * in its HTML that the server's Content-Security-Policy blocks (their host is not in `img-src`,
 * `media-src` or `frame-src`), and the API pictures the server cannot resize (they come at full size).
 *
 * Nothing here restates a rule. The policy is the one nginx sends, made by the same function from
 * the same variables (`contentSecurityPolicy(optionsFromEnv())`, scripts/serve/options.ts), and read
 * back per directive; "resized" is the app's own test (`resizedUrl`, src/shared/imageWidths.ts) with
 * the same MEDIA_ORIGINS (`readSiteConfig`). A change to either shows in this check unchanged.
 */
import { readSiteConfig } from '../../src/shared/configRules';
import { IMAGE_WIDTHS, resizedUrl } from '../../src/shared/imageWidths';
import { contentSecurityPolicy, optionsFromEnv } from '../serve/options';

/** The directives a page's media are fetched under. */
export type MediaDirective = 'img-src' | 'media-src' | 'frame-src';

export interface MediaPolicy {
  /** Each directive's sources, as the policy lists them (`'self'`, `https://media.example.org` …). */
  sources: Record<MediaDirective, string[]>;
  /** The site's own origin ('self'), when known (SITE_ORIGIN); a relative address is always the site's. */
  siteOrigin: string | null;
  /** MEDIA_ORIGINS' hosts whose pictures the server resizes (config.mediaResizeOrigins). */
  resizeOrigins: string[];
}

/** One kind of miss on one page: `count` addresses of `host` that `problem`. */
export interface MediaMiss {
  host: string;
  problem: 'blocked' | 'not resized';
  directive: MediaDirective;
  count: number;
}

/** The policy nginx will send with these variables (the prerender's environment is the server's). */
export function mediaPolicy(env: NodeJS.ProcessEnv = process.env): MediaPolicy {
  const options = optionsFromEnv(env);
  const directives = new Map(
    contentSecurityPolicy(options)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
  // A directive the policy leaves out falls back to default-src (CSP Level 3, § 6.1).
  const of = (name: MediaDirective) => directives.get(name) ?? directives.get('default-src') ?? [];
  return {
    sources: { 'img-src': of('img-src'), 'media-src': of('media-src'), 'frame-src': of('frame-src') },
    siteOrigin: options.siteOrigin,
    resizeOrigins: readSiteConfig(env, { productionBuild: false }).mediaResizeOrigins,
  };
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether `url` matches one source expression of a fetch directive (CSP Level 3, § 6.7.2.8–12):
 * `'self'`, a scheme (`https:`), or a host source with an optional scheme, `*.` wildcard, port
 * and path. An insecure scheme is upgraded as browsers do (http: also matches https:).
 */
export function matchesSource(url: URL, source: string, siteOrigin: string | null): boolean {
  if (source === "'none'") return false;
  if (source === "'self'") return siteOrigin !== null && url.origin === new URL(siteOrigin).origin;
  if (source.startsWith("'")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):$/i.exec(source);
  if (scheme) return schemeMatches(url.protocol, `${scheme[1]!.toLowerCase()}:`);
  const parts = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\d+|\*))?(\/.*)?$/i.exec(source);
  if (!parts) return false;
  const [, sourceScheme, host, port, path] = parts;
  if (sourceScheme && !schemeMatches(url.protocol, `${sourceScheme.toLowerCase()}:`)) return false;
  if (!sourceScheme && !['http:', 'https:'].includes(url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host!.toLowerCase();
  if (wanted === '*') {
    // Any host.
  } else if (wanted.startsWith('*.')) {
    if (!hostname.endsWith(wanted.slice(1))) return false;
  } else if (hostname !== wanted) return false;
  const urlPort = url.port || DEFAULT_PORT[url.protocol] || '';
  if (port !== '*') {
    const sourcePort = port ?? DEFAULT_PORT[sourceScheme ? `${sourceScheme.toLowerCase()}:` : url.protocol];
    // http://host (port 80) also allows https://host (port 443): the upgrade.
    const upgraded = sourcePort === '80' && urlPort === '443';
    if (sourcePort !== urlPort && !upgraded) return false;
  }
  if (path && path !== '/') {
    const urlPath = decodeURIComponent(url.pathname);
    if (path.endsWith('/') ? !urlPath.startsWith(path) : urlPath !== path) return false;
  }
  return true;
}

function schemeMatches(protocol: string, wanted: string): boolean {
  return (
    protocol === wanted ||
    (wanted === 'http:' && protocol === 'https:') ||
    (wanted === 'ws:' && protocol === 'wss:')
  );
}

/** Whether the policy lets the page fetch `url` under `directive`. */
export function allowed(url: URL, directive: MediaDirective, policy: MediaPolicy): boolean {
  return policy.sources[directive].some((source) => matchesSource(url, source, policy.siteOrigin));
}

/** The elements whose addresses a browser fetches as media, with the directive each falls under. */
const MEDIA_ELEMENTS: Record<string, MediaDirective> = {
  img: 'img-src',
  video: 'media-src',
  audio: 'media-src',
  source: 'media-src',
  track: 'media-src',
  iframe: 'frame-src',
};

/** An address as written in an attribute: the entities React and the serialiser write there. */
function attributeValue(raw: string): string {
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface PageMedia {
  url: string;
  directive: MediaDirective;
  /** A picture's own address (`src` of an `<img>`), which the "resized" question is about. */
  picture: boolean;
}

/**
 * The media addresses of a page's HTML: `src`, `srcset` and `poster` of `<img>`, `<video>`,
 * `<audio>`, `<source>` (a `<picture>`'s takes `img-src`), `<track>` and `<iframe>`. The HTML is
 * React's and the sanitiser's serialisation (attributes quoted, `>` inside a value only within
 * quotes), never a visitor's; the state's JSON block holds no tag (its `<` is escaped).
 */
export function pageMedia(html: string): PageMedia[] {
  const found: PageMedia[] = [];
  const inPicture: boolean[] = [];
  const tags = /<(\/?)(img|video|audio|source|track|iframe|picture)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  for (const [, closing, rawName, attributes] of html.matchAll(tags)) {
    const name = rawName!.toLowerCase();
    if (name === 'picture') {
      if (closing) inPicture.pop();
      else inPicture.push(true);
      continue;
    }
    if (closing) continue;
    const directive: MediaDirective =
      name === 'source' && inPicture.length ? 'img-src' : MEDIA_ELEMENTS[name]!;
    for (const [, attribute, value] of attributes!.matchAll(
      /\s(src|srcset|poster)=(?:"([^"]*)"|'([^']*)')/gi,
    )) {
      const text = attributeValue(value ?? '');
      const which = attribute!.toLowerCase();
      const urls =
        which === 'srcset'
          ? text
              .split(',')
              .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
              .filter(Boolean)
          : [text.trim()];
      for (const url of urls)
        if (url)
          found.push({
            url,
            directive: which === 'poster' ? 'img-src' : directive,
            picture: name === 'img' && which === 'src',
          });
    }
  }
  return found;
}

/**
 * What of a page's media the server blocks or does not resize, by host. `data:` and `blob:` are
 * not the API's (the app's own inline pictures); an address the browser cannot read is skipped.
 */
export function mediaMisses(html: string, policy: MediaPolicy): MediaMiss[] {
  const misses = new Map<string, MediaMiss>();
  const count = (host: string, problem: MediaMiss['problem'], directive: MediaDirective) => {
    const key = `${host} ${problem} ${directive}`;
    const miss = misses.get(key) ?? { host, problem, directive, count: 0 };
    miss.count += 1;
    misses.set(key, miss);
  };
  const base = policy.siteOrigin ?? 'http://site.invalid';
  for (const { url, directive, picture } of pageMedia(html)) {
    if (/^(?:data|blob|about):/i.test(url)) continue;
    let parsed: URL;
    try {
      parsed = new URL(url, base);
    } catch {
      continue;
    }
    const relative = !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url);
    if (!relative && !allowed(parsed, directive, policy)) {
      count(parsed.host, 'blocked', directive);
      continue;
    }
    // The API's pictures: another host's, or the API's own under /media/ (the only ones it can resize).
    const fromApi = !relative || url.startsWith('/media/');
    if (picture && fromApi && resizedUrl(url, IMAGE_WIDTHS[0], policy.resizeOrigins) === null)
      count(relative ? 'the site' : parsed.host, 'not resized', directive);
  }
  return [...misses.values()].sort(
    (a, b) => a.host.localeCompare(b.host) || a.problem.localeCompare(b.problem),
  );
}

/** `3 pictures of api.example.org blocked by the CSP (img-src); 1 of cdn.example.org not resized`. */
export function describeMisses(misses: readonly MediaMiss[]): string {
  const noun: Record<MediaDirective, string> = {
    'img-src': 'picture(s)',
    'media-src': 'video/audio file(s)',
    'frame-src': 'embed(s)',
  };
  return misses
    .map(
      (miss) =>
        `${miss.count} ${noun[miss.directive]} of ${miss.host} ${
          miss.problem === 'blocked' ? `blocked by the CSP (${miss.directive})` : 'not resized (full size)'
        }`,
    )
    .join('; ');
}
