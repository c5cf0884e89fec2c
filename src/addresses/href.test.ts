import { describe, expect, it } from 'vitest';
import { LANGS } from '../api/types';
import { href, hrefFor, pagePattern, postHref, serviceHref } from './href';
import { matchPageAddress } from './matchAddress';
import { matchPage, pageList } from '../app/pages';

describe('href: a page address from the page table', () => {
  it.each(pageList)('$id builds its example address from the example’s parameters', (page) => {
    // The examples are written by hand in the table: the addresses the site has always had.
    const { params } = matchPage(page.example)!;
    expect(hrefFor(page.id, params as Record<string, string>)).toBe(page.example);
  });

  it.each(LANGS)('puts each page at its address in %s', (lang) => {
    expect(href('home', {}, lang)).toBe(`/${lang}/`);
    expect(href('posts', {}, lang)).toBe(`/${lang}/posts`);
    expect(href('welcome', {}, lang)).toBe(`/${lang}/welcome/`);
    expect(href('welcomeSection', { slug: 'history' }, lang)).toBe(`/${lang}/welcome/section/history`);
    expect(href('activation', { token: 't-1' }, lang)).toBe(`/${lang}/email-activation/t-1`);
    for (const page of pageList) {
      const params = matchPage(page.example)!.params as Record<string, string>;
      expect(hrefFor(page.id, params, lang)).toBe(`/${lang}${page.example}`);
    }
  });

  it('without a language gives the page path the site’s links put in the language shown', () => {
    expect(href('home')).toBe('/');
    expect(href('welcome')).toBe('/welcome/');
    expect(href('service', { slug: 'passport' })).toBe('/services/passport');
    expect(href('staticPage', { slug: 'ylalashyk' })).toBe('/pages/ylalashyk');
  });

  it('percent-encodes parameters, and matchPageAddress reads them back as given', () => {
    const slug = 'a b/ç?#%';
    const address = href('post', { slug }, 'en');
    expect(address).toBe('/en/post/a%20b%2F%C3%A7%3F%23%25');
    expect(matchPageAddress('post', address)).toEqual({ slug });
    expect(matchPageAddress('notice', href('notice', { slug }))).toEqual({ slug });
  });

  it('a parameter missing at run time throws instead of building another page’s address', () => {
    expect(() => hrefFor('post', {})).toThrow(/slug/);
  });

  it('types the parameters from the path pattern', () => {
    // @ts-expect-error a page with a parameter needs it
    expect(() => href('post')).toThrow();
    // @ts-expect-error the parameter is named by the pattern (`:slug`)
    expect(() => href('post', { id: 'x' })).toThrow();
    // @ts-expect-error a page without parameters takes none
    expect(href('posts', { slug: 'x' })).toBe('/posts');
    expect(pagePattern('welcomeSection')).toBe('/welcome/section/:slug');
  });

  it('matchPageAddress tells a page’s address, with or without its language', () => {
    expect(matchPageAddress('welcomeSection', '/ru/welcome/section/x')).toEqual({ slug: 'x' });
    expect(matchPageAddress('welcomeSection', '/welcome/section/x')).toEqual({ slug: 'x' });
    expect(matchPageAddress('welcomeSection', '/ru/welcome/')).toBeNull();
    expect(matchPageAddress('posts', '/en/posts/extra')).toBeNull();
  });
});

describe('content links', () => {
  it('a post of type article opens the article page, any other the post page', () => {
    expect(postHref({ slug: 'law', type: 'article' })).toBe('/article/law');
    expect(postHref({ slug: 'news 1', type: 'post' })).toBe('/post/news%201');
  });

  it('a service opens its own url, else its detail page', () => {
    expect(serviceHref({ url: 'https://e.gov.tm/visa', slug: 'visa' })).toBe('https://e.gov.tm/visa');
    expect(serviceHref({ url: '', slug: 'visa' })).toBe('/services/visa');
  });
});
