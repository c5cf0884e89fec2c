// Public entry of the page frame. Footer, cookie notice and weather are lazy (see deferred.tsx):
// import them from here only through the Lazy* wrappers, or the chunk split is lost.
export { Header, STICKY_AFTER_PX, newsFeedUrl } from './Header';
export { LazyFooter, preloadPrerenderedFrameParts } from './deferred';
// Not lazy: it is the first thing of the page, in the flow; arriving after the page it would push
// everything down (a layout shift on every page an app renders without prerendered HTML).
export { CookieNotice } from './CookieNotice';
export { useSiteTexts } from './useSiteTexts';
