/**
 * Keys of the `/main/content/` text dictionary that the frame reads (requirements §3 "keys seen"). The
 * site-name keys are found by shape in i18n/siteName.ts, not listed here.
 */
export const CONTENT_KEYS = {
  aboutUs: 'ABOUT US',
  footerAbout: 'footer about',
  footerServices: 'footer services',
  footerOnlineServices: 'footer online services',
  stayConnected: 'STAY CONNECTED',
  androidUrl: 'android-url',
  iosUrl: 'ios-url',
  cookieNotice: 'cookie notice',
} as const;
