/**
 * Keys of the `/main/content/` text dictionary that the frame reads (spec §3 "keys seen"). The
 * spec's `STATE {product}` is `STATE MIGRATION` for this service; the two line keys are
 * the logo's two lines, the full-name key (when present) is the name used in titles.
 */
export const CONTENT_KEYS = {
  siteName: 'STATE MIGRATION SERVICE OF TURKMENISTAN',
  siteNameFirst: 'STATE MIGRATION',
  siteNameSecond: 'SERVICE OF TURKMENISTAN',
  aboutUs: 'ABOUT US',
  footerAbout: 'footer about',
  footerServices: 'footer services',
  footerOnlineServices: 'footer online services',
  stayConnected: 'STAY CONNECTED',
  androidUrl: 'android-url',
  iosUrl: 'ios-url',
  cookieNotice: 'cookie notice',
} as const;
