/**
 * What a new page type needs beyond its entries in the tables (docs/adding-a-page.md, rows 13–15):
 * each of these fails when a page type is added without it, so no step of the guide is silent.
 * (That every file the guide names exists is checked by tests/contract/docs.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCHED } from './search-index/records';
import { TYPE_LABELS } from '../src/features/search/searchTypes';
import { pageList, SEARCH_TYPES } from '../src/app/pages';

const ROOT = join(import.meta.dirname, '..');

describe('the page-type walk', () => {
  it('every search type has its label in the search page’s filter, and no label is of another type', () => {
    expect(Object.keys(TYPE_LABELS).sort()).toEqual([...SEARCH_TYPES].sort());
  });

  it('every item page the site search finds is indexed on the development server too (SEARCHED)', () => {
    // The development server indexes the API's collections (a page of one item each); a page
    // without parameters (evisa) has no collection, and is found once prerendered.
    const indexed: string[] = Object.values(SEARCHED).map((collection) => collection.page);
    // A news item of type `article` is found at the article page (scripts/search-index/records.ts).
    if (indexed.includes('post')) indexed.push('article');
    const searched = pageList.filter((page) => page.search && page.path.includes(':')).map((page) => page.id);
    expect(searched.filter((id) => !indexed.includes(id))).toEqual([]);
    expect(indexed.filter((id) => !searched.includes(id as never))).toEqual([]);
  });

  it('every page of one item by its slug says so when the item is not found', () => {
    // Through a not-found text of its own (the texts the mock's 404 answers with) or the remote
    // HTML page, which says the page is not found.
    const items = pageList.filter((page) => page.path.includes(':slug'));
    expect(items.length).toBeGreaterThan(5);
    const silent = items.filter((page) => {
      const source = readFileSync(join(ROOT, page.module), 'utf8');
      return !/NotFound\b|<RemoteHtmlPage\b/.test(source);
    });
    expect(silent.map((page) => page.id)).toEqual([]);
  });
});
