/**
 * The site's build-time settings and their rules, as pure functions of an environment: the browser
 * bundle reads them from `import.meta.env` (config.ts), the build checks them before it writes
 * anything (build/vite/siteConfig.ts), and `npm run serve` derives the Content-Security-Policy from the
 * same values (scripts/serve.ts). No other file reads these variables.
 */

export type Env = Readonly<Record<string, string | boolean | undefined>>;

/** A setting that would ship a broken site. The message says what to set. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The mock's OpenWeather emulation (`npm run mock`, proxied under /weather). */
export const MOCK_WEATHER_URL = '/weather/data/2.5/weather';
export const MOCK_WEATHER_ICON_URL = '/weather/img/wn/{icon}@2x.png';
/** The mock accepts any non-empty key; this one only ever goes to the emulation above. */
export const MOCK_WEATHER_KEY = 'offline-dev-key';

export interface SiteConfig {
  /** `offline`: the offline captcha the mock accepts; `recaptcha`: Google's, with the site key. */
  captcha: 'offline' | 'recaptcha';
  /** Empty unless `captcha` is `recaptcha`. */
  recaptchaSiteKey: string;
  /** False: no key for a real weather service, so the frame shows no weather widget. */
  weatherEnabled: boolean;
  /** OpenWeather-style current-weather endpoint. */
  weatherUrl: string;
  weatherKey: string;
  /** `{icon}` is replaced by the icon code of the answer. */
  weatherIconUrl: string;
  /** The latest-news feed opens at `${newsFeedPath}/${lang}` in a new tab. */
  newsFeedPath: string;
  /**
   * How old (seconds) a prerendered page's data may be before the app fetches it again on a
   * first visit (VITE_PRERENDER_MAX_AGE, default 300; 0: always, as before).
   */
  prerenderMaxAgeSeconds: number;
  /**
   * Other hosts whose pictures the site's nginx resizes (MEDIA_ORIGINS without its wildcards,
   * decision 0150): the pictures' `srcset` names the site's `/media-origins/{host}/…`. Read by the
   * build and by `npm run serve` from the same variable, like the captcha's and weather's settings.
   */
  mediaResizeOrigins: string[];
}

export interface ConfigContext {
  /** `vite build` for production: the captcha must be chosen explicitly. */
  productionBuild: boolean;
}

function text(env: Env, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** A site-relative path or an absolute http(s) URL. */
function checkUrl(name: string, value: string): string {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a path starting with / or an http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}".`);
  }
  return value;
}

/** Default of VITE_PRERENDER_MAX_AGE: a few minutes, well within how often the prerender runs. */
export const DEFAULT_PRERENDER_MAX_AGE = 300;

function maxAge(value: string): number {
  if (value === '') return DEFAULT_PRERENDER_MAX_AGE;
  if (!/^\d{1,6}$/.test(value) || Number(value) > 86_400) {
    throw new ConfigError(
      `VITE_PRERENDER_MAX_AGE must be a whole number of seconds from 0 to 86400, got "${value}".`,
    );
  }
  return Number(value);
}

/** An http(s) origin without a path; `*.` before the host name: any of its subdomains. */
export const MEDIA_ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * MEDIA_ORIGINS' origins that a server can fetch from: a wildcard (`https://*.example.org`) names no
 * host nginx could proxy to, so its pictures are shown as they are (still allowed by the CSP).
 */
function resizeOrigins(value: string): string[] {
  const items = value.split(/[\s,]+/).filter(Boolean);
  for (const item of items) {
    if (!MEDIA_ORIGIN_PATTERN.test(item))
      throw new ConfigError(
        `MEDIA_ORIGINS: "${item}" is not valid (expected e.g. https://media.example.gov.tm).`,
      );
  }
  return [...new Set(items.filter((item) => !item.includes('*')).map((item) => new URL(item).origin))];
}

export function readSiteConfig(env: Env, context: ConfigContext): SiteConfig {
  const captchaChoice = text(env, 'VITE_CAPTCHA');
  const siteKey = text(env, 'VITE_RECAPTCHA_SITE_KEY');
  if (captchaChoice !== '' && captchaChoice !== 'offline') {
    throw new ConfigError(`VITE_CAPTCHA can only be "offline" (or unset), got "${captchaChoice}".`);
  }
  const offline = captchaChoice === 'offline';
  if (offline && siteKey) {
    throw new ConfigError(
      'VITE_CAPTCHA=offline and VITE_RECAPTCHA_SITE_KEY are both set: choose the offline captcha (a build for the mock or tests) or reCAPTCHA (production), not both.',
    );
  }
  if (context.productionBuild && !offline && !siteKey) {
    throw new ConfigError(
      'A production build needs a captcha: set VITE_RECAPTCHA_SITE_KEY to the site key of the real reCAPTCHA, or VITE_CAPTCHA=offline for a build meant for the mock or tests (a real backend rejects the offline captcha).',
    );
  }

  // Development, tests and builds for the mock talk to the mock, whose weather emulation takes any
  // key; anything else needs a real key or shows no weather at all.
  const forMock = offline || !context.productionBuild;
  const weatherUrlSetting = text(env, 'VITE_WEATHER_URL');
  const weatherUrl = checkUrl('VITE_WEATHER_URL', weatherUrlSetting || MOCK_WEATHER_URL);
  const weatherIconUrl = checkUrl(
    'VITE_WEATHER_ICON_URL',
    text(env, 'VITE_WEATHER_ICON_URL') || MOCK_WEATHER_ICON_URL,
  );
  if (!weatherIconUrl.includes('{icon}')) {
    throw new ConfigError(`VITE_WEATHER_ICON_URL must contain {icon}, got "${weatherIconUrl}".`);
  }
  const weatherKey = text(env, 'VITE_WEATHER_KEY') || (forMock && !weatherUrlSetting ? MOCK_WEATHER_KEY : '');

  return {
    captcha: siteKey ? 'recaptcha' : 'offline',
    recaptchaSiteKey: siteKey,
    weatherEnabled: weatherKey !== '',
    weatherUrl,
    weatherKey,
    weatherIconUrl,
    newsFeedPath: checkUrl('VITE_NEWS_FEED_PATH', text(env, 'VITE_NEWS_FEED_PATH') || '/rss'),
    prerenderMaxAgeSeconds: maxAge(text(env, 'VITE_PRERENDER_MAX_AGE')),
    mediaResizeOrigins: resizeOrigins(text(env, 'MEDIA_ORIGINS')),
  };
}

/** The origin of an absolute URL, or null for a site-relative one (already covered by 'self'). */
export function originOf(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  return new URL(url.replace('{icon}', 'x')).origin;
}
