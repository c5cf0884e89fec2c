/**
 * The configuration rules (configRules.ts) the build (build/vite/siteConfig.ts) and
 * `npm run serve` share: a production build cannot ship without a captcha choice, a missing
 * weather key hides the widget, and development and tests need no variables.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, MOCK_WEATHER_KEY, originOf, readSiteConfig } from './configRules';

const production = { productionBuild: true };
const development = { productionBuild: false };

describe('the captcha', () => {
  it('a production build with neither a site key nor VITE_CAPTCHA=offline fails and says what to set', () => {
    expect(() => readSiteConfig({}, production)).toThrow(ConfigError);
    expect(() => readSiteConfig({}, production)).toThrow(/VITE_RECAPTCHA_SITE_KEY.*VITE_CAPTCHA=offline/);
    expect(() => readSiteConfig({ VITE_RECAPTCHA_SITE_KEY: '   ' }, production)).toThrow(ConfigError);
  });

  it('a production build with a site key uses reCAPTCHA', () => {
    const config = readSiteConfig({ VITE_RECAPTCHA_SITE_KEY: 'key' }, production);
    expect(config.captcha).toBe('recaptcha');
    expect(config.recaptchaSiteKey).toBe('key');
  });

  it('VITE_CAPTCHA=offline is a build for the mock or tests', () => {
    expect(readSiteConfig({ VITE_CAPTCHA: 'offline' }, production).captcha).toBe('offline');
  });

  it('both, or another value, is refused', () => {
    expect(() =>
      readSiteConfig({ VITE_CAPTCHA: 'offline', VITE_RECAPTCHA_SITE_KEY: 'k' }, production),
    ).toThrow(/both/);
    expect(() => readSiteConfig({ VITE_CAPTCHA: 'none' }, development)).toThrow(/VITE_CAPTCHA/);
  });

  it('development and tests need no variables (the offline captcha)', () => {
    const config = readSiteConfig({}, development);
    expect(config.captcha).toBe('offline');
    expect(config.recaptchaSiteKey).toBe('');
  });
});

describe('the weather', () => {
  it("development and mock builds call the mock's emulation with its placeholder key", () => {
    for (const config of [
      readSiteConfig({}, development),
      readSiteConfig({ VITE_CAPTCHA: 'offline' }, production),
    ]) {
      expect(config.weatherEnabled).toBe(true);
      expect(config.weatherUrl).toBe('/weather/data/2.5/weather');
      expect(config.weatherKey).toBe(MOCK_WEATHER_KEY);
    }
  });

  it('a production build without a key hides the widget instead of sending a fake key', () => {
    const config = readSiteConfig({ VITE_RECAPTCHA_SITE_KEY: 'k' }, production);
    expect(config.weatherEnabled).toBe(false);
    expect(config.weatherKey).toBe('');
  });

  it('a real weather service without a key is hidden even in development', () => {
    const config = readSiteConfig(
      { VITE_WEATHER_URL: 'https://api.example.com/data/2.5/weather' },
      development,
    );
    expect(config.weatherEnabled).toBe(false);
  });

  it('a key turns it on, with the configured service', () => {
    const config = readSiteConfig(
      {
        VITE_RECAPTCHA_SITE_KEY: 'k',
        VITE_WEATHER_URL: 'https://api.example.com/data/2.5/weather',
        VITE_WEATHER_KEY: 'real',
      },
      production,
    );
    expect(config).toMatchObject({
      weatherEnabled: true,
      weatherUrl: 'https://api.example.com/data/2.5/weather',
      weatherKey: 'real',
    });
  });

  it('URLs must be paths or http(s); the icon template needs {icon}', () => {
    expect(() => readSiteConfig({ VITE_WEATHER_URL: 'javascript:alert(1)' }, development)).toThrow(
      /VITE_WEATHER_URL/,
    );
    expect(() => readSiteConfig({ VITE_WEATHER_URL: '//evil.example' }, development)).toThrow(
      /VITE_WEATHER_URL/,
    );
    expect(() => readSiteConfig({ VITE_WEATHER_ICON_URL: '/icons/x.png' }, development)).toThrow(/\{icon\}/);
    expect(() => readSiteConfig({ VITE_NEWS_FEED_PATH: 'rss' }, development)).toThrow(/VITE_NEWS_FEED_PATH/);
  });

  it('originOf: absolute URLs give their origin, site paths none', () => {
    expect(originOf('https://openweathermap.org/img/wn/{icon}@2x.png')).toBe('https://openweathermap.org');
    expect(originOf('/weather/data/2.5/weather')).toBeNull();
  });
});

describe('the age of prerendered data', () => {
  it('is 300 s unless VITE_PRERENDER_MAX_AGE says otherwise; 0 fetches again at once', () => {
    expect(readSiteConfig({}, { productionBuild: false }).prerenderMaxAgeSeconds).toBe(300);
    expect(
      readSiteConfig({ VITE_PRERENDER_MAX_AGE: '0' }, { productionBuild: false }).prerenderMaxAgeSeconds,
    ).toBe(0);
    expect(
      readSiteConfig({ VITE_PRERENDER_MAX_AGE: '900' }, { productionBuild: false }).prerenderMaxAgeSeconds,
    ).toBe(900);
  });
  it('refuses anything but whole seconds up to a day', () => {
    for (const value of ['5m', '-1', '1.5', '86401'])
      expect(() => readSiteConfig({ VITE_PRERENDER_MAX_AGE: value }, { productionBuild: false })).toThrow(
        /VITE_PRERENDER_MAX_AGE/,
      );
  });
});

describe('MEDIA_ORIGINS (the hosts whose pictures are resized)', () => {
  const dev = { productionBuild: false };
  it('keeps the named origins, not the wildcards, and none when unset', () => {
    expect(readSiteConfig({}, dev).mediaResizeOrigins).toEqual([]);
    expect(
      readSiteConfig(
        { MEDIA_ORIGINS: 'https://Media.Example.gov.tm, https://*.cdn.example.org http://127.0.0.1:8081' },
        dev,
      ).mediaResizeOrigins,
    ).toEqual(['https://media.example.gov.tm', 'http://127.0.0.1:8081']);
  });
  it('refuses anything but origins', () => {
    expect(() => readSiteConfig({ MEDIA_ORIGINS: 'https://x.org/path' }, dev)).toThrow(ConfigError);
    expect(() => readSiteConfig({ MEDIA_ORIGINS: "https://x.org; script-src 'unsafe-inline'" }, dev)).toThrow(
      /MEDIA_ORIGINS/,
    );
  });
});
