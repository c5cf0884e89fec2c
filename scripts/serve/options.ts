/**
 * The variables of `npm run serve` (docs/deploying.md, "Variables of `npm run serve`"), read and checked, and the
 * Content-Security-Policy they give.
 */
import { resolve } from 'node:path';
import { ConfigError, originOf, readSiteConfig } from '../../src/shared/configRules';
import { rumOptionsFromEnv, type RumOptions } from './rum';

const root = resolve(import.meta.dirname, '..', '..');

/** reCAPTCHA's origins (Google's CSP guidance for reCAPTCHA v2), only when a site key is set. */
const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export interface ServeOptions extends RumOptions {
  host: string;
  port: number;
  distDir: string;
  apiOrigin: string;
  mediaOrigins: string[];
  /** MEDIA_ORIGINS' named hosts, whose pictures nginx resizes (scripts/serve/mediaOrigins.ts). */
  mediaResizeOrigins: string[];
  /** Where the resized pictures are kept (MEDIA_CACHE_DIR); null: media-cache in the runtime directory. */
  mediaCacheDir: string | null;
  /** The most the cache of resized pictures takes on disk (MEDIA_CACHE_SIZE). */
  mediaCacheSize: string;
  /** The largest original the resizer reads (MEDIA_RESIZE_MAX); a larger one is sent as it is. */
  mediaResizeMax: string;
  frameOrigins: string[];
  /** Origins the weather widget calls (connect-src) and loads its icons from (img-src). */
  weatherConnectOrigins: string[];
  weatherImageOrigins: string[];
  recaptcha: boolean;
  hsts: boolean;
  /** The public origin (SITE_ORIGIN): the Host the API sees and where reports go; null: the listen address. */
  siteOrigin: string | null;
  rateLimit: string;
  rateBurst: number;
  readRateLimit: string;
  readRateBurst: number;
  connLimit: number;
  maxBodySize: string;
  proxyTimeout: string;
  proxyConnectTimeout: string;
  realIpFrom: string[];
  accessLog: string;
  /** Where each CSP report is written as a JSON line; null: csp-reports.log in the runtime directory. */
  cspReportLog: string | null;
  /** The user nginx's workers run as when it is started as root. */
  runUser: string;
  workerProcesses: string;
}

/** The only values HSTS takes (docs/deploying.md): anything else is a mistake worth stopping for. */
const HSTS_VALUES = new Map([
  ['', false],
  ['0', false],
  ['1', true],
]);

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

function list(name: string, raw: string | undefined, pattern: RegExp): string[] {
  const items = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const item of items) {
    if (!pattern.test(item))
      throw new ConfigError(`${name}: "${item}" is not valid (expected e.g. https://media.example.gov.tm).`);
  }
  return items;
}

function matching(
  name: string,
  raw: string | undefined,
  fallback: string,
  pattern: RegExp,
  hint: string,
): string {
  const value = (raw ?? '').trim() || fallback;
  if (!pattern.test(value)) throw new ConfigError(`${name} must be ${hint}, got "${value}".`);
  return value;
}

/** Reads and checks every variable; a wrong one stops the start with a message naming it. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServeOptions {
  const site = readSiteConfig(env, { productionBuild: false });
  const apiOrigin = matching(
    'API_ORIGIN',
    env.API_ORIGIN,
    'http://127.0.0.1:3001',
    ORIGIN,
    'an http(s) origin without a path',
  );
  if (env.TRUSTED_PROXIES !== undefined)
    throw new ConfigError('TRUSTED_PROXIES is now called REAL_IP_FROM (the same list of addresses).');
  const hstsRaw = (env.HSTS ?? '').trim();
  const hsts = HSTS_VALUES.get(hstsRaw);
  if (hsts === undefined)
    throw new ConfigError(`HSTS must be 1 (on, TLS ends in front) or 0 / empty (off), got "${hstsRaw}".`);
  const siteOrigin = (env.SITE_ORIGIN ?? '').trim()
    ? matching(
        'SITE_ORIGIN',
        env.SITE_ORIGIN,
        '',
        /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i,
        'the public http(s) origin without a path, like https://migration.gov.tm',
      )
    : null;
  const weatherConnect = site.weatherEnabled ? originOf(site.weatherUrl) : null;
  const weatherImages = site.weatherEnabled ? originOf(site.weatherIconUrl) : null;
  return {
    host: matching('HOST', env.HOST, '127.0.0.1', /^[0-9a-f.:]+$|^localhost$/i, 'an IP address'),
    port: Number(matching('PORT', env.PORT, '8080', /^\d{1,5}$/, 'a port number')),
    distDir: resolve(root, env.DIST_DIR || 'dist'),
    apiOrigin,
    mediaOrigins: list('MEDIA_ORIGINS', env.MEDIA_ORIGINS, ORIGIN),
    mediaResizeOrigins: site.mediaResizeOrigins,
    mediaCacheDir: (env.MEDIA_CACHE_DIR ?? '').trim()
      ? matching('MEDIA_CACHE_DIR', env.MEDIA_CACHE_DIR, '', /^\/[^\s;'"{}]+$/, 'an absolute path')
      : null,
    mediaCacheSize: matching(
      'MEDIA_CACHE_SIZE',
      env.MEDIA_CACHE_SIZE,
      '1g',
      /^\d+[kmg]?$/i,
      'like 1g or 500m',
    ),
    mediaResizeMax: matching(
      'MEDIA_RESIZE_MAX',
      env.MEDIA_RESIZE_MAX,
      '10m',
      /^\d+[km]?$/i,
      'like 10m or 4096k',
    ),
    frameOrigins: list('FRAME_ORIGINS', env.FRAME_ORIGINS, ORIGIN),
    weatherConnectOrigins: weatherConnect ? [weatherConnect] : [],
    weatherImageOrigins: weatherImages ? [weatherImages] : [],
    recaptcha: site.captcha === 'recaptcha',
    hsts,
    siteOrigin,
    rateLimit: matching('RATE_LIMIT', env.RATE_LIMIT, '30r/m', /^\d+r\/[sm]$/, 'like 30r/m or 5r/s'),
    rateBurst: Number(matching('RATE_BURST', env.RATE_BURST, '20', /^\d{1,6}$/, 'a whole number')),
    readRateLimit: matching(
      'READ_RATE_LIMIT',
      env.READ_RATE_LIMIT,
      '10r/s',
      /^\d+r\/[sm]$/,
      'like 10r/s or 600r/m',
    ),
    readRateBurst: Number(
      matching('READ_RATE_BURST', env.READ_RATE_BURST, '50', /^\d{1,6}$/, 'a whole number'),
    ),
    connLimit: Number(matching('CONN_LIMIT', env.CONN_LIMIT, '64', /^[1-9]\d{0,5}$/, 'a whole number')),
    maxBodySize: matching('MAX_BODY_SIZE', env.MAX_BODY_SIZE, '6m', /^\d+[km]?$/i, 'like 6m or 512k'),
    proxyTimeout: matching('PROXY_TIMEOUT', env.PROXY_TIMEOUT, '30s', /^\d+(ms|s|m)?$/, 'like 30s'),
    proxyConnectTimeout: matching(
      'PROXY_CONNECT_TIMEOUT',
      env.PROXY_CONNECT_TIMEOUT,
      '5s',
      /^\d+(ms|s|m)?$/,
      'like 5s',
    ),
    realIpFrom: list('REAL_IP_FROM', env.REAL_IP_FROM, /^[0-9a-f.:]+(\/\d{1,3})?$/i),
    accessLog: matching(
      'ACCESS_LOG',
      env.ACCESS_LOG,
      '/dev/stdout',
      /^(off|\/[^\s;'"{}]+)$/,
      'off or an absolute path',
    ),
    cspReportLog: (env.CSP_REPORT_LOG ?? '').trim()
      ? matching('CSP_REPORT_LOG', env.CSP_REPORT_LOG, '', /^\/[^\s;'"{}]+$/, 'an absolute path')
      : null,
    runUser: matching('NGINX_USER', env.NGINX_USER, 'www-data', /^[a-z_][a-z0-9_-]{0,31}$/, 'a user name'),
    workerProcesses: matching(
      'WORKER_PROCESSES',
      env.WORKER_PROCESSES,
      'auto',
      /^(auto|\d{1,3})$/,
      'auto or a number',
    ),
    ...rumOptionsFromEnv(env),
  };
}

/** The sanitiser's policy (src/shared/trustedTypes.ts), the only one the site creates. */
export const TRUSTED_TYPES_POLICY = 'site-html';

/** Where browsers send CSP reports: the site's own endpoint. */
export function reportUrl(o: ServeOptions): string {
  return `${o.siteOrigin ?? ''}/csp-report`;
}

/**
 * The Content-Security-Policy of every HTML answer (docs/deploying.md, "Security headers").
 * `wasm`: the search page's, whose engine is WebAssembly (decision 0172); no other page has it.
 */
export function contentSecurityPolicy(o: ServeOptions, { wasm = false }: { wasm?: boolean } = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...(o.recaptcha ? RECAPTCHA_SCRIPT : []),
    ],
    // Stylesheets only from the site itself. Style *attributes* are allowed: the prerendered HTML
    // carries React's `style` props (docs/deploying.md, "Security headers", says which and why).
    ['style-src', "'self'"],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", ...o.mediaOrigins, ...o.weatherImageOrigins],
    ['media-src', "'self'", ...o.mediaOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...o.weatherConnectOrigins],
    ['frame-src', "'self'", ...o.frameOrigins, ...(o.recaptcha ? RECAPTCHA_FRAME : [])],
    // The service worker, /sw.js (src/sw; docs/decisions/0160).
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  // Script sinks (innerHTML, script.src …) take only Trusted Types: API HTML through the sanitiser's
  // policy, the app's entry through src/boot.ts's, Swiper's announcement text through its own
  // (docs/decisions/0034).
  directives.push(['require-trusted-types-for', "'script'"]);
  directives.push([
    'trusted-types',
    TRUSTED_TYPES_POLICY,
    'site-boot',
    // src/app/registerServiceWorker.ts: the worker's address for register().
    'site-sw',
    'html',
    // reCAPTCHA's loader sets script.src from a plain string: only a default policy can take it.
    ...(o.recaptcha ? ['default'] : []),
    "'allow-duplicates'",
  ]);
  if (o.hsts) directives.push(['upgrade-insecure-requests']);
  // Violations are reported to the site itself (site.conf's /csp-report writes them to a log).
  directives.push(['report-uri', reportUrl(o)]);
  directives.push(['report-to', 'csp']);
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}
