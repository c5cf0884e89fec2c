import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/unit/render';
import { HEAD_ATTRIBUTE, headHtml, languageHead, useLanguageHead } from './head';

function Head() {
  useLanguageHead();
  return null;
}

const ORIGIN = 'https://migration.example';

describe('languageHead', () => {
  it('names the canonical address, the page in each language, x-default, Open Graph and the feed', () => {
    const tags = languageHead('/ru/posts?page=2', ORIGIN);
    const link = (rel: string, hreflang?: string) =>
      tags.find((tag) => tag.tag === 'link' && tag.rel === rel && tag.hreflang === hreflang);
    expect(link('canonical')).toMatchObject({ href: `${ORIGIN}/ru/posts?page=2` });
    expect(link('alternate', 'tk')).toMatchObject({ href: `${ORIGIN}/tm/posts?page=2` });
    expect(link('alternate', 'en')).toMatchObject({ href: `${ORIGIN}/en/posts?page=2` });
    expect(link('alternate', 'x-default')).toMatchObject({ href: `${ORIGIN}/posts?page=2` });
    expect(tags).toContainEqual({
      tag: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      href: `${ORIGIN}/rss/ru`,
    });
    expect(tags).toContainEqual({ tag: 'meta', property: 'og:url', content: `${ORIGIN}/ru/posts?page=2` });
    expect(tags).toContainEqual({ tag: 'meta', property: 'og:locale', content: 'ru_RU' });
    expect(
      tags.filter((tag) => tag.tag === 'meta' && tag.property === 'og:locale:alternate').map((tag) => tag),
    ).toHaveLength(2);
  });

  it('is relative without an origin, and empty for an address without a language', () => {
    expect(languageHead('/en/')[0]).toEqual({ tag: 'link', rel: 'canonical', href: '/en/' });
    expect(languageHead('/posts')).toEqual([]);
  });

  it('writes escaped HTML the app can find again', () => {
    const html = headHtml(languageHead('/en/post/a"b<c>'));
    expect(html).not.toContain('"b<c>');
    expect(html).toContain('a&quot;b&lt;c&gt;');
    expect(html.match(new RegExp(HEAD_ATTRIBUTE, 'g'))).toHaveLength(languageHead('/en/post/x').length);
  });
});

describe('useLanguageHead', () => {
  it('keeps the head in step with the address, replacing its own tags', async () => {
    const { router } = renderWithProviders(<Head />, { entry: '/en/contacts' });
    const canonical = () => document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]?.getAttribute('href')).toBe(`${window.location.origin}/en/contacts`);
    await act(() => router.navigate('/ru/posts?page=3'));
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]?.getAttribute('href')).toBe(`${window.location.origin}/ru/posts?page=3`);
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('ru_RU');
  });
});
