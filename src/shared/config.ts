/**
 * Build-time settings (Vite `VITE_*` variables; see README). The API itself is always `/api/v1` on
 * the site's own origin, proxied by the dev and preview servers to `API_ORIGIN`.
 */
const env = import.meta.env;

export const config = {
  /** OpenWeather-style current-weather endpoint. Default: the mock's emulation, proxied under /weather. */
  weatherUrl: (env.VITE_WEATHER_URL as string | undefined) || '/weather/data/2.5/weather',
  weatherKey: (env.VITE_WEATHER_KEY as string | undefined) || 'offline-dev-key',
  /** `{icon}` is replaced by the icon code of the answer. */
  weatherIconUrl: (env.VITE_WEATHER_ICON_URL as string | undefined) || '/weather/img/wn/{icon}@2x.png',
  /** Empty: the offline captcha (development, tests). Set: the real reCAPTCHA. */
  recaptchaSiteKey: (env.VITE_RECAPTCHA_SITE_KEY as string | undefined) || '',
  /** The latest-news feed opens at `${newsFeedPath}/${lang}` in a new tab. */
  newsFeedPath: (env.VITE_NEWS_FEED_PATH as string | undefined) || '/rss',
};
