// Public entry of the page frame. Footer, cookie notice and weather are lazy (see deferred.tsx):
// import them from here only through the Lazy* wrappers, or the chunk split is lost.
export { Header, STICKY_AFTER_PX, newsFeedUrl } from './Header';
export { LazyCookieNotice, LazyFooter, preloadPrerenderedFrameParts } from './deferred';
export { framePhrases } from './phrases';
export { useSiteTexts } from './useSiteTexts';
