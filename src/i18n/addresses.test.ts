import { describe, expect, it } from 'vitest';
import {
  addressFromLangParam,
  isServerPath,
  langAddress,
  langOfPath,
  localizeTo,
  pagePath,
} from './addresses';

describe('language addresses', () => {
  it('reads the language an address names, and the page path under it', () => {
    expect(langOfPath('/ru/posts')).toBe('ru');
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/posts')).toBeNull();
    expect(langOfPath('/english/x')).toBeNull();
    expect(pagePath('/ru/posts')).toBe('/posts');
    expect(pagePath('/ru/')).toBe('/');
    expect(pagePath('/ru')).toBe('/');
    expect(pagePath('/posts')).toBe('/posts');
  });

  it('puts a page path, with its query and hash, at a language address', () => {
    expect(langAddress('/', 'en')).toBe('/en/');
    expect(langAddress('/posts?page=2&category=x', 'en')).toBe('/en/posts?page=2&category=x');
    expect(langAddress('/ru/posts?page=2#list', 'tm')).toBe('/tm/posts?page=2#list');
    expect(langAddress('/welcome/', 'ru')).toBe('/ru/welcome/');
  });

  it('never puts a language on what the server answers itself', () => {
    for (const path of [
      '/api/v1/posts/',
      '/media/x.jpg',
      '/rss/en',
      '/assets/a.js',
      '/robots.txt',
      '/logo.svg',
    ])
      expect(isServerPath(path), path).toBe(true);
    expect(isServerPath('/media')).toBe(false);
    expect(isServerPath('/post/v1.2')).toBe(false);
    expect(langAddress('/media/doc.pdf', 'en')).toBe('/media/doc.pdf');
  });
});

describe('links inside the site (localizeTo)', () => {
  it('keeps page links in the language shown', () => {
    expect(localizeTo('/posts', 'ru')).toBe('/ru/posts');
    expect(localizeTo('/', 'en')).toBe('/en/');
    expect(localizeTo('/posts?category=x#top', 'en')).toBe('/en/posts?category=x#top');
  });

  it('leaves anchors, relative links, other hosts, server files and explicit language addresses alone', () => {
    expect(localizeTo('#content', 'ru')).toBe('#content');
    expect(localizeTo('?page=2', 'ru')).toBe('?page=2');
    expect(localizeTo('section/x', 'ru')).toBe('section/x');
    expect(localizeTo('//cdn.example/x', 'ru')).toBe('//cdn.example/x');
    expect(localizeTo('https://gov.tm/', 'ru')).toBe('https://gov.tm/');
    expect(localizeTo('/media/report.pdf', 'ru')).toBe('/media/report.pdf');
    expect(localizeTo('/en/posts', 'ru')).toBe('/en/posts');
  });
});

describe('old ?lang= links', () => {
  it('become the address of that language, without the parameter', () => {
    expect(addressFromLangParam('/posts', '?page=2&lang=en', '#x')).toBe('/en/posts?page=2#x');
    expect(addressFromLangParam('/ru/contacts', '?lang=tm')).toBe('/tm/contacts');
    expect(addressFromLangParam('/', '?lang=ru')).toBe('/ru/');
  });

  it('drop a value that is no language, keeping the address’s own, or leave it to the cookie', () => {
    expect(addressFromLangParam('/ru/posts', '?lang=de&page=3')).toBe('/ru/posts?page=3');
    expect(addressFromLangParam('/posts', '?lang=de')).toBeNull();
    expect(addressFromLangParam('/posts', '?page=3')).toBeNull();
  });
});
