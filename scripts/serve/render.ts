/**
 * The nginx configuration: deploy/nginx/*.template with the options' values filled in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formPhrases } from '../../src/shared/forms/formPhrases';
import { contentSecurityPolicy, type ServeOptions } from './options';
import { pageRouteMap } from './pageRoutes';

export const TEMPLATE_DIR = join(resolve(import.meta.dirname, '..', '..'), 'deploy', 'nginx');

/**
 * Powerful features the site never uses, switched off for it and anything it embeds. Only names
 * Chromium knows: an unknown one prints a console error on every page.
 */
const PERMISSIONS_OFF = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** nginx single-quoted string holding the API's error shape. */
function jsonDetail(detail: Record<string, string>): string {
  const json = JSON.stringify({ detail });
  // nginx would read `$…` as a variable; the texts never need one.
  if (json.includes('$')) throw new Error(`A detail text holds "$": ${json}`);
  return json.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}

export interface RenderPaths {
  /** Where nginx keeps its pid and temp files (the standalone nginx.conf only). */
  runtimeDir: string;
  /** Where the rendered include files live, as site.conf names them. */
  includeDir: string;
}

/** Every rendered file, by name (the template's name without `.template`). */
export function renderConfig(o: ServeOptions, paths: RenderPaths): Record<string, string> {
  const realIp = o.trustedProxies.length
    ? [
        ...o.trustedProxies.map((p) => `set_real_ip_from ${p};`),
        'real_ip_header X-Forwarded-For;',
        'real_ip_recursive on;',
      ].join('\n')
    : '# No proxy in front (TRUSTED_PROXIES empty): the peer address is the client.';
  const values: Record<string, string> = {
    RUNTIME_DIR: paths.runtimeDir,
    INCLUDE_DIR: paths.includeDir,
    // nginx runs as whoever starts it; a root master would otherwise hand its workers to `nobody`,
    // who cannot write the temp paths of the runtime directory.
    USER_DIRECTIVE:
      process.getuid?.() === 0 ? 'user root root;' : '# (not root: workers run as the current user)',
    WORKER_PROCESSES: o.workerProcesses,
    ERROR_LOG_LEVEL: 'warn',
    ACCESS_LOG: o.accessLog,
    LISTEN: `${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.port}`,
    DIST_DIR: o.distDir,
    PAGE_ROUTES: pageRouteMap(),
    API_ORIGIN: o.apiOrigin,
    RATE_LIMIT: o.rateLimit,
    RATE_BURST: String(o.rateBurst),
    MAX_BODY_SIZE: o.maxBodySize,
    PROXY_TIMEOUT: o.proxyTimeout,
    PROXY_CONNECT_TIMEOUT: o.proxyConnectTimeout,
    REAL_IP: realIp,
    DETAIL_TOO_LARGE: jsonDetail(formPhrases.requestTooLarge),
    DETAIL_RATE_LIMITED: jsonDetail(formPhrases.tooManyRequests),
    DETAIL_UNAVAILABLE: jsonDetail(formPhrases.serviceUnavailable),
    CSP: contentSecurityPolicy(o),
    PERMISSIONS_POLICY: PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', '),
    HSTS: o.hsts
      ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;'
      : '# Strict-Transport-Security: off (HSTS=1 turns it on where TLS ends in front).',
  };
  const files: Record<string, string> = {};
  for (const name of readdirSync(TEMPLATE_DIR).filter((f) => f.endsWith('.template'))) {
    const text = readFileSync(join(TEMPLATE_DIR, name), 'utf8').replace(
      /\{\{([A-Z_]+)\}\}/g,
      (_, key: string) => {
        const value = values[key];
        if (value === undefined) throw new Error(`${name}: no value for {{${key}}}`);
        return value;
      },
    );
    files[name.replace(/\.template$/, '')] = text;
  }
  return files;
}
