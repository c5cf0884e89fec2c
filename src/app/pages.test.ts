import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/client';
import { callQuery } from '../api/queries';
import type { Banner, Post } from '../api/types';
import { layouts, matchPage, pageList, pages } from './pages';

afterEach(() => vi.restoreAllMocks());

describe('the page declaration', () => {
  it.each(pageList.filter((page) => page.prefetch))(
    '$id starts its queries for its example address',
    async (page) => {
      const prefetchQuery = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
      const prefetchInfiniteQuery = vi.spyOn(queryClient, 'prefetchInfiniteQuery').mockResolvedValue();
      const found = matchPage(page.example)!;
      page.prefetch!({ params: found.params, url: new URL(page.example, 'http://site.test') });
      // The list pages import their URL-to-query code first: their prefetch follows a moment later.
      await vi.waitFor(() =>
        expect(prefetchQuery.mock.calls.length + prefetchInfiniteQuery.mock.calls.length).toBeGreaterThan(0),
      );
    },
  );

  it('loads the lazy parts each prerendered page and layout holds', async () => {
    const parts = [
      ...pageList.map((page) => page.hydrateParts),
      ...Object.values(layouts).map((l) => l.hydrateParts),
    ];
    const loaded = await Promise.all(parts.filter(Boolean).map((load) => load!()));
    expect(loaded.length).toBeGreaterThanOrEqual(3);
  });

  it('gives link previews the first banner on home and the picture of a news item', () => {
    const banner = { image: '/media/banner-1.jpg' } as Banner;
    const post = { image: '/media/post.jpg' } as Post;
    const data = (key: readonly unknown[]) => {
      if (JSON.stringify(key) === JSON.stringify(callQuery('getBanners').queryKey)) return [banner];
      if (JSON.stringify(key) === JSON.stringify(callQuery('getPostDetail', 'x').queryKey)) return post;
      if (JSON.stringify(key) === JSON.stringify(callQuery('getArticleDetail', 'y').queryKey))
        return { image: '' };
      return undefined;
    };
    const url = (path: string) => new URL(path, 'http://site.test');
    const read = <T>(key: readonly unknown[]) => data(key) as T | undefined;
    expect(pages.home.ogImage({ params: {}, url: url('/en/') }, read)).toBe('/media/banner-1.jpg');
    expect(pages.home.ogImage({ params: {}, url: url('/en/') }, () => undefined)).toBe('/logo.svg');
    expect(pages.post.ogImage({ params: { slug: 'x' }, url: url('/en/post/x') }, read)).toBe(
      '/media/post.jpg',
    );
    expect(pages.article.ogImage({ params: { slug: 'y' }, url: url('/en/article/y') }, read)).toBeNull();
  });
});
