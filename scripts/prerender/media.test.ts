/**
 * What the prerender names as missed by visitors (decision 0240): the policy is the server's own,
 * read from the same variables, and a page's media are read from its HTML as rendered.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, optionsFromEnv } from '../serve/options';
import { describeMisses, matchesSource, mediaMisses, mediaPolicy, pageMedia } from './media';

const SITE = 'https://site.example';

describe('mediaPolicy', () => {
  it("is the server's CSP for the same variables, read back per directive", () => {
    const env = {
      SITE_ORIGIN: SITE,
      MEDIA_ORIGINS: 'https://media.example.org https://*.cdn.example.net',
      FRAME_ORIGINS: 'https://www.youtube-nocookie.com',
    };
    const policy = mediaPolicy(env);
    const csp = contentSecurityPolicy(optionsFromEnv(env));
    for (const directive of ['img-src', 'media-src', 'frame-src'] as const)
      expect(csp).toContain(`${directive} ${policy.sources[directive].join(' ')};`);
    expect(policy.sources['img-src']).toContain('https://media.example.org');
    expect(policy.sources['frame-src']).toContain('https://www.youtube-nocookie.com');
    expect(policy.siteOrigin).toBe(SITE);
    // The wildcard is allowed by the CSP but names no host the server could fetch from.
    expect(policy.resizeOrigins).toEqual(['https://media.example.org']);
  });
});

describe('matchesSource', () => {
  const url = (href: string) => new URL(href);
  it('matches hosts, wildcards, ports, schemes and paths as browsers do', () => {
    expect(matchesSource(url('https://media.example.org/a.jpg'), 'https://media.example.org', null)).toBe(
      true,
    );
    expect(matchesSource(url('https://other.example.org/a.jpg'), 'https://media.example.org', null)).toBe(
      false,
    );
    expect(matchesSource(url('https://a.cdn.example.net/x'), 'https://*.cdn.example.net', null)).toBe(true);
    expect(matchesSource(url('https://cdn.example.net/x'), 'https://*.cdn.example.net', null)).toBe(false);
    expect(matchesSource(url('https://media.example.org:8443/a'), 'https://media.example.org', null)).toBe(
      false,
    );
    expect(matchesSource(url('https://media.example.org/a'), 'http://media.example.org', null)).toBe(true);
    expect(matchesSource(url('http://media.example.org/a'), 'https://media.example.org', null)).toBe(false);
    expect(
      matchesSource(url('https://www.google.com/recaptcha/x'), 'https://www.google.com/recaptcha/', null),
    ).toBe(true);
    expect(matchesSource(url('https://www.google.com/maps'), 'https://www.google.com/recaptcha/', null)).toBe(
      false,
    );
    expect(matchesSource(url('https://x.example/a'), 'https:', null)).toBe(true);
    expect(matchesSource(url(`${SITE}/media/a.jpg`), "'self'", SITE)).toBe(true);
    expect(matchesSource(url(`${SITE}/media/a.jpg`), "'self'", null)).toBe(false);
    expect(matchesSource(url(`${SITE}/media/a.jpg`), "'none'", SITE)).toBe(false);
  });
});

describe('pageMedia', () => {
  it("reads src, srcset and poster of the media elements, a <picture>'s sources as pictures", () => {
    const html =
      '<p><img alt="a > b" srcset="/media/a.jpg?w=160 160w, /media/a.jpg?w=240 240w" src="https://x.example/a.jpg?x=1&amp;y=2"></p>' +
      '<video poster="https://v.example/p.jpg"><source src="https://v.example/v.mp4"></video>' +
      '<picture><source srcset="https://p.example/1.webp 1x"><img src="/media/p.jpg"></picture>' +
      '<iframe src="https://frames.example/embed"></iframe>' +
      '<a href="https://x.example/not-media.jpg">link</a>' +
      '<script type="application/json" id="prerender-state">{"html":"\\u003cimg src=\\"https://state.example/x.jpg\\"\\u003e"}</script>';
    expect(pageMedia(html)).toEqual([
      { url: '/media/a.jpg?w=160', directive: 'img-src', picture: false },
      { url: '/media/a.jpg?w=240', directive: 'img-src', picture: false },
      { url: 'https://x.example/a.jpg?x=1&y=2', directive: 'img-src', picture: true },
      { url: 'https://v.example/p.jpg', directive: 'img-src', picture: false },
      { url: 'https://v.example/v.mp4', directive: 'media-src', picture: false },
      { url: 'https://p.example/1.webp', directive: 'img-src', picture: false },
      { url: '/media/p.jpg', directive: 'img-src', picture: true },
      { url: 'https://frames.example/embed', directive: 'frame-src', picture: false },
    ]);
  });
});

describe('mediaMisses', () => {
  const policy = mediaPolicy({
    SITE_ORIGIN: SITE,
    MEDIA_ORIGINS: 'https://media.example.org https://*.cdn.example.net',
  });

  it('names each host that the CSP blocks or whose pictures are not resized, with a count', () => {
    const html =
      '<img src="https://api.example.org/media/1.jpg"><img src="https://api.example.org/media/2.jpg">' +
      '<img srcset="/media-origins/media.example.org/a.jpg?w=160 160w" src="https://media.example.org/a.jpg">' +
      '<img src="https://a.cdn.example.net/b.jpg">' +
      '<img src="/media/c.jpg"><img src="/assets/logo.svg"><img src="data:image/gif;base64,R0lGOD">' +
      `<img src="${SITE}/media/own.jpg">` +
      '<video src="https://api.example.org/media/v.mp4"></video>' +
      '<iframe src="https://www.youtube.com/embed/x"></iframe>';
    const misses = mediaMisses(html, policy);
    expect(misses).toEqual([
      { host: 'a.cdn.example.net', problem: 'not resized', directive: 'img-src', count: 1 },
      { host: 'api.example.org', problem: 'blocked', directive: 'img-src', count: 2 },
      { host: 'api.example.org', problem: 'blocked', directive: 'media-src', count: 1 },
      // The API's own absolute address on the site: allowed, but only /media/ paths are resized.
      { host: 'site.example', problem: 'not resized', directive: 'img-src', count: 1 },
      { host: 'www.youtube.com', problem: 'blocked', directive: 'frame-src', count: 1 },
    ]);
    expect(describeMisses(misses.slice(1, 2))).toBe(
      '2 picture(s) of api.example.org blocked by the CSP (img-src)',
    );
  });

  it('finds nothing on a page whose media are all the API’s own /media/ pictures', () => {
    expect(mediaMisses('<img srcset="/media/a.jpg?w=160 160w" src="/media/a.jpg">', policy)).toEqual([]);
  });

  it("without SITE_ORIGIN cannot vouch for an absolute address as the site's own", () => {
    const noSite = mediaPolicy({});
    expect(mediaMisses('<img src="http://127.0.0.1:3001/media/a.jpg">', noSite)).toEqual([
      { host: '127.0.0.1:3001', problem: 'blocked', directive: 'img-src', count: 1 },
    ]);
  });
});
