/**
 * The pictures of other hosts that nginx resizes (decision 0150): for each origin MEDIA_ORIGINS
 * lists by name (not a wildcard: nginx cannot proxy to a host it was not given), the site answers
 * `/media-origins/{host}{path}?w=N` with that host's picture at a listed width, made by the same
 * resizer and kept in the same bounded cache as the API's `/media/` pictures, with the same media
 * headers. src/shared/imageWidths.ts writes these addresses from the same list (the build reads
 * MEDIA_ORIGINS too). A host that is not listed has no location: `/media-origins/…` answers 404,
 * so the site is nobody's proxy.
 *
 * One location per origin, the origin written out in its `proxy_pass` and the path taken from
 * the request as the visitor sent it (`$media_origin_path`, still percent-encoded:
 * media-sizes.conf). A `proxy_pass` with a variable resolves the host name when a request needs
 * it, through the system's name servers (`resolver`, from /etc/resolv.conf): a host whose name
 * does not resolve at nginx's start (offline, a DNS failure) would otherwise stop nginx from
 * starting at all.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { ConfigError } from '../../src/shared/configRules';
import { MEDIA_ORIGINS_PREFIX } from '../../src/shared/imageWidths';

/** The system's name servers, as nginx's `resolver` takes them (IPv6 in brackets). */
export function systemNameServers(resolvConf = '/etc/resolv.conf'): string[] {
  let text: string;
  try {
    text = readFileSync(resolvConf, 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(/^\s*nameserver\s+(\S+)/gm)]
    .map((match) => match[1]!.replace(/%.*$/, ''))
    .filter((address) => isIP(address) !== 0)
    .map((address) => (isIP(address) === 6 ? `[${address}]` : address));
}

/** The `resolver` line the locations need: none when every listed host is an address. */
function resolverLines(origins: readonly string[], nameServers: () => string[]): string[] {
  const named = listed(origins).filter(
    ({ origin }) => isIP(new URL(origin).hostname.replace(/^\[|\]$/g, '')) === 0,
  );
  if (named.length === 0) return [];
  const servers = nameServers();
  if (servers.length === 0)
    throw new ConfigError(
      `MEDIA_ORIGINS names ${named.map(({ host }) => host).join(', ')}, but /etc/resolv.conf lists no name server for nginx to resolve it with.`,
    );
  return [`resolver ${servers.join(' ')} valid=300s;`, 'resolver_timeout 5s;'];
}

/** A host (with its port) as a literal inside an nginx regular expression. */
function literal(host: string): string {
  return host.replace(/[.]/g, '\\.');
}

/** What nginx sends the other host: its own name (Host, TLS SNI), none of the visitor's data. */
function proxyTo(origin: string, host: string, timeouts: MediaOriginTimeouts): string[] {
  return [
    ...timeouts.resolver,
    `proxy_pass ${origin}$media_origin_path;`,
    'proxy_http_version 1.1;',
    'proxy_ssl_server_name on;',
    'proxy_set_header Connection "";',
    `proxy_set_header Host "${host}";`,
    // The visitor's cookies and address are not the other host's business.
    'proxy_set_header Cookie "";',
    'proxy_set_header Referer "";',
    'proxy_hide_header Set-Cookie;',
    // Its own security headers give way to nginx's (strict-headers.conf), as the API's do.
    'proxy_hide_header Content-Security-Policy;',
    'proxy_hide_header X-Content-Type-Options;',
    'proxy_hide_header X-Frame-Options;',
    'proxy_hide_header Content-Disposition;',
    `proxy_connect_timeout ${timeouts.connect};`,
    `proxy_read_timeout ${timeouts.read};`,
    'proxy_next_upstream off;',
  ];
}

export interface MediaOriginTimeouts {
  connect: string;
  read: string;
  /** The `resolver` lines (resolverLines). */
  resolver: string[];
}

/** The timeouts and resolver of the locations, for `origins`. */
export function mediaOriginProxy(
  origins: readonly string[],
  connect: string,
  read: string,
  nameServers: () => string[] = () => systemNameServers(),
): MediaOriginTimeouts {
  return { connect, read, resolver: resolverLines(origins, nameServers) };
}

/** The origins that can be resized, with their host as the address names it. */
function listed(origins: readonly string[]): { origin: string; host: string }[] {
  return origins.map((origin) => ({ origin, host: new URL(origin).host }));
}

/**
 * The site server's locations (media-sizes-location.conf): a listed width goes to the resizer
 * through the cache (`/_media_sized/N/media-origins/{host}…`), any other to the original as the
 * host sent it (`/_media_original/media-origins/{host}…`, internal), with the media headers either
 * way. (The resizer's 415 cannot come back to the public location: nginx keeps `$media_width` for
 * the whole request, so it would be sent to the resizer again.)
 */
export function mediaOriginLocations(
  origins: readonly string[],
  includeDir: string,
  timeouts: MediaOriginTimeouts,
): string {
  const lines = [
    `# Another host's pictures (decision 0150): only the hosts MEDIA_ORIGINS names have a location.`,
    `location ^~ ${MEDIA_ORIGINS_PREFIX} {`,
    '    return 404;',
    '}',
  ];
  for (const { origin, host } of listed(origins)) {
    lines.push(
      `location ^~ ${MEDIA_ORIGINS_PREFIX}${host}/ {`,
      '    if ($request_method !~ ^(GET|HEAD)$) {',
      '        return 405;',
      '    }',
      '    if ($media_width) {',
      '        rewrite ^ /_media_sized/$media_width$uri last;',
      '    }',
      '    rewrite ^ /_media_original$uri last;',
      '}',
      // The original: for a width that is not listed, and for what the resizer does not make (its
      // 415, which @media_original sends here).
      `location ^~ /_media_original${MEDIA_ORIGINS_PREFIX}${host}/ {`,
      '    internal;',
      `    include ${includeDir}/strict-headers.conf;`,
      '    add_header Content-Disposition $media_disposition always;',
      ...proxyTo(origin, host, timeouts).map((line) => `    ${line}`),
      '}',
    );
  }
  return lines.join('\n');
}

/**
 * The source socket's locations (media-sizes.conf): each host's original, which the resizer
 * (scripts/media-resizer) fetches there to make its sizes.
 */
export function mediaOriginResizers(origins: readonly string[], timeouts: MediaOriginTimeouts): string {
  return listed(origins)
    .flatMap(({ origin, host }) => [
      `location ~ ^/_media_sized/[0-9]+${MEDIA_ORIGINS_PREFIX}${literal(host)}/ {`,
      ...proxyTo(origin, host, timeouts).map((line) => `    ${line}`),
      '}',
    ])
    .join('\n');
}
