/**
 * Which page an address is, the other way from href.ts: a module of its own, so the code that only
 * links (every page) does not carry it; the welcome header and the scripts and tests read it.
 */
import { matchPath } from 'react-router-dom';
import { pagePath } from '../i18n/addresses';
import { pagePattern, type PageId, type PageParams } from './href';

/**
 * The parameters of `page` if an address (with or without its language) is that page's, else null.
 * The segments are decoded first, as the router decodes an address before it matches it, so the
 * parameters are the values `href` was given.
 */
export function matchPageAddress<Id extends PageId>(page: Id, pathname: string): PageParams<Id> | null {
  const decoded = pagePath(pathname)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
  return (matchPath({ path: pagePattern(page), end: true }, decoded)?.params as PageParams<Id>) ?? null;
}
