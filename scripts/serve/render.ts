/**
 * The nginx configuration: deploy/nginx/*.template with the options' values filled in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANG_ALTERNATIVES } from '../../src/api/langs';
import { commonTexts } from '../../src/i18n/texts';
import { IMAGE_WIDTHS, saveDataWidth } from '../../src/shared/imageWidths';
import { contentSecurityPolicy, reportUrl, type ServeOptions } from './options';
import { acceptLanguageMaps } from './acceptLanguage';
import { pageRouteMap } from './pageRoutes';
import { formNotSentLocations } from './formNotSent';
import { rumTemplateValues } from './rum';
import { mediaOriginLocations, mediaOriginProxy, mediaOriginResizers } from './mediaOrigins';
import { mediaResizerSocket } from '../media-resizer/serve-hook';

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
  /** The socket of the CSP reports' sink (default: in runtimeDir). */
  cspSocket?: string;
  /** nginx's socket of the pictures' originals, for the resizer (default: in runtimeDir). */
  mediaSocket?: string;
  /** The picture resizer's socket (scripts/media-resizer; default: in runtimeDir). */
  mediaResizerSocket?: string;
}

/** Every rendered file, by name (the template's name without `.template`). */
export function renderConfig(o: ServeOptions, paths: RenderPaths): Record<string, string> {
  const realIp = o.realIpFrom.length
    ? [
        ...o.realIpFrom.map((p) => `set_real_ip_from ${p};`),
        'real_ip_header X-Forwarded-For;',
        'real_ip_recursive on;',
      ].join('\n')
    : '# No proxy in front (REAL_IP_FROM empty): the peer address is the client.';
  const listen = `${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.port}`;
  // The Host the API sees: the public origin's, else the address this server listens on (a
  // wildcard listen address: the one the connection came in on).
  const wildcard = o.host === '0.0.0.0' || o.host === '::';
  const publicHost = o.siteOrigin
    ? new URL(o.siteOrigin).host
    : wildcard
      ? '$server_addr:$server_port'
      : listen;
  const mediaTimeouts = mediaOriginProxy(o.mediaResizeOrigins, o.proxyConnectTimeout, o.proxyTimeout);
  const values: Record<string, string> = {
    RUNTIME_DIR: paths.runtimeDir,
    INCLUDE_DIR: paths.includeDir,
    // Started as root, the master keeps root (to open the port and the logs) and its workers run
    // as an unprivileged user (startNginx hands it the temp paths); otherwise all run as the
    // current user.
    USER_DIRECTIVE:
      process.getuid?.() === 0 ? `user ${o.runUser};` : '# (not root: the workers run as the current user)',
    WORKER_PROCESSES: o.workerProcesses,
    ERROR_LOG_LEVEL: 'warn',
    ACCESS_LOG_DIRECTIVE:
      o.accessLog === 'off' ? 'access_log off;' : `access_log ${o.accessLog} migration_site_json;`,
    CSP_REPORT_LOG: o.cspReportLog ?? join(paths.runtimeDir, 'csp-reports.log'),
    CSP_SOCKET: paths.cspSocket ?? join(paths.runtimeDir, 'csp-report.sock'),
    MEDIA_SOCKET: paths.mediaSocket ?? join(paths.runtimeDir, 'media-sizes.sock'),
    MEDIA_RESIZER_SOCKET: paths.mediaResizerSocket ?? mediaResizerSocket(paths.runtimeDir),
    MEDIA_CACHE_DIR: o.mediaCacheDir ?? join(paths.runtimeDir, 'media-cache'),
    MEDIA_CACHE_SIZE: o.mediaCacheSize,
    MEDIA_WIDTHS_MAP: IMAGE_WIDTHS.map((w) => `    ${w} ${w};`).join('\n'),
    MEDIA_SAVE_DATA_MAP: IMAGE_WIDTHS.map((w) => `    "~*^on:${w}$" ${saveDataWidth(w)};`).join('\n'),
    MEDIA_ORIGIN_LOCATIONS: mediaOriginLocations(o.mediaResizeOrigins, paths.includeDir, mediaTimeouts),
    MEDIA_ORIGIN_RESIZERS: mediaOriginResizers(o.mediaResizeOrigins, mediaTimeouts),
    LISTEN: listen,
    PUBLIC_HOST: publicHost,
    PUBLIC_SCHEME: o.siteOrigin ? new URL(o.siteOrigin).protocol.replace(':', '') : '$scheme',
    REPORTING_ENDPOINTS: `csp="${reportUrl(o)}"`,
    READ_RATE_LIMIT: o.readRateLimit,
    READ_RATE_BURST: String(o.readRateBurst),
    CONN_LIMIT: String(o.connLimit),
    DIST_DIR: o.distDir,
    PAGE_ROUTES: pageRouteMap(),
    ACCEPT_LANGUAGE_MAPS: acceptLanguageMaps(),
    FORM_NOT_SENT_LOCATIONS: formNotSentLocations(paths.includeDir, o.rateBurst),
    API_ORIGIN: o.apiOrigin,
    RATE_LIMIT: o.rateLimit,
    RATE_BURST: String(o.rateBurst),
    MAX_BODY_SIZE: o.maxBodySize,
    PROXY_TIMEOUT: o.proxyTimeout,
    PROXY_CONNECT_TIMEOUT: o.proxyConnectTimeout,
    // The site's languages as a regex's alternatives (`tm|ru|en`, src/api/langs.ts): every template
    // that tells a language address writes `({{LANGS}})`, never the list itself.
    LANGS: LANG_ALTERNATIVES,
    REAL_IP: realIp,
    DETAIL_TOO_LARGE: jsonDetail(commonTexts.requestTooLarge),
    DETAIL_RATE_LIMITED: jsonDetail(commonTexts.tooManyRequests),
    DETAIL_UNAVAILABLE: jsonDetail(commonTexts.serviceUnavailable),
    CSP: contentSecurityPolicy(o),
    CSP_SEARCH: contentSecurityPolicy(o, { wasm: true }),
    PERMISSIONS_POLICY: PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', '),
    ...rumTemplateValues(o, paths.runtimeDir),
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
