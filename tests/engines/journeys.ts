/**
 * The visitor journeys, written once against the engine-neutral interface (support/engine.ts) and
 * run in each engine by its own file (chromium.test.ts, firefox.test.ts, webkit.test.ts), over the
 * production path (support/site.ts) behind a proxy of the engine's own (support/proxy.ts).
 *
 * Each journey is judged as a visitor meets it: elements by role and accessible name, what they say
 * in visible text, clicks and keys of the engine's own input. Expected words come from the site's
 * text catalogues (the spec's words) and expected content from the mock API, never from here.
 * Every journey but the ones that break the app on purpose ends with no uncaught script error:
 * the driver's own events (Chromium, Firefox) and the proxy's listener (every engine, WebKit's
 * only way).
 *
 * Over 300 lines because it is the list of journeys itself, one block each, read top to bottom;
 * the helpers they share are the few functions above them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createApi } from '../../src/api/calls';
import type { Post } from '../../src/api/types';
import { captchaTexts } from '../../src/blocks/captcha/texts';
import { contactFormTexts } from '../../src/features/contact-form/texts';
import { contactsTexts } from '../../src/features/contacts/texts';
import { frameTexts } from '../../src/features/frame/texts';
import { mediaTexts } from '../../src/features/media/texts';
import { offlineTexts } from '../../src/features/offline/texts';
import { postsTexts } from '../../src/features/posts/texts';
import { searchTexts } from '../../src/features/search/texts';
import { subscriptionTexts } from '../../src/features/subscription/texts';
import { fill } from '../../src/i18n/fill';
import { pick } from '../../src/i18n/pick';
import { commonTexts } from '../../src/i18n/texts';
import { formTexts } from '../../src/shared/forms/texts';
import { sharedTexts } from '../../src/shared/texts';
import { CACHE_NAMES } from '../../src/sw/config';
import { waitFor, waitForEqual, type Engine, type Tab } from './support/engine';
import { startProxy, type AppFailure, type SiteProxy } from './support/proxy';
import { byRole, escapeRegExp, heading, type Query } from './support/query';
import { NEWS_WORD } from './support/site';

/** How long a form may take to say that it cannot be sent, once the app's script has failed. */
const TELLS_AT_ONCE_MS = 8_000;

const notice = byRole('region', frameTexts.cookieNotice.en);
const clock = byRole('group', frameTexts.currentDate.en);
const subscription = byRole('form', subscriptionTexts.headerFormName.en);
const CONSENT_COOKIE = 'ashgabat_session';

export function journeys(launch: () => Promise<Engine>): void {
  const site = inject('engineSite');
  const api = createApi({ baseUrl: `${site.api}/api/v1` });
  let engine: Engine;
  let proxy: SiteProxy;
  let tab: Tab;
  /** Whether this journey breaks the app on purpose (its errors are the point, not a defect). */
  let breaksApp = false;
  /**
   * Whether the journey ends on a page read offline: the listener (a script the proxy serves) cannot
   * be fetched there, so that page is judged by the proxy's reports and the driver's errors alone.
   */
  let endsOffline = false;

  const at = (path: string) => `${proxy.origin}${path}`;
  const path = async () => {
    const url = new URL(await tab.url());
    return `${url.pathname}${url.search}`;
  };
  const text = (query?: Query) => tab.read('text', ...(query ? ([query] as const) : ([] as const)));
  /** Waits until the element is shown, and gives its visible text. */
  const shown = (query: Query) =>
    waitFor(`${JSON.stringify(query)} to be shown`, async () => (await tab.has(query)) && text(query)).catch(
      async (error: Error) => {
        const page = await text().catch(() => '(unreadable)');
        throw new Error(`${error.message}\nthe page at ${await tab.url()} shows: ${page.slice(0, 1500)}`);
      },
    );
  const gone = (query: Query, ms?: number) =>
    waitFor(`${JSON.stringify(query)} to be gone`, async () => !(await tab.has(query)), ms);
  /** Waits until the element's visible text holds `words`. */
  const says = (query: Query, words: string, ms?: number) =>
    waitFor(
      `${JSON.stringify(query)} to say "${words}"`,
      async () => (await text(query)).includes(words),
      ms,
    );
  /** The app has started: its live clock shows the time (the prerendered page holds an empty box). */
  const appStarted = () =>
    waitFor('the clock to show the time (the app has started)', async () =>
      /\d{1,2}:\d{2}/.test(await text(clock)),
    );
  const atPath = async (expected: string) => {
    let now = '';
    await waitFor(`the address ${expected}`, async () => (now = await path()) === expected).catch(
      (error: Error) => {
        throw new Error(`${error.message} (the address shown: ${now})`);
      },
    );
  };
  const consentCookie = async () => (await tab.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
  const newestPost = async (): Promise<Post> => {
    const post = (await api.getAllPosts({ page: 1, size: 1 })).results[0];
    if (!post?.name_en?.includes(NEWS_WORD))
      throw new Error('the newest news item is not the one support/site.ts retitled');
    return post;
  };

  beforeAll(async () => {
    engine = await launch();
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  beforeEach(async () => {
    breaksApp = false;
    endsOffline = false;
    // A proxy of its own for each journey: its own origin, so no cookie, storage or service worker
    // of an earlier journey applies, and a late error report of a closed page reaches a closed proxy.
    proxy = await startProxy(site.origin);
    tab = await engine.newTab();
  }, 60_000);
  afterEach(async (context) => {
    // Before the tab goes: what the engine itself knows of a failure (a crash of its own).
    if (context.task.result?.state === 'fail') {
      const note = engine.diagnose?.();
      if (note) console.error(`[${engine.name}] ${context.task.name}: ${note}`);
    }
    try {
      if (!breaksApp) {
        // The page still open may have thrown a moment ago: its own list too, besides the proxy's.
        // A listener that did not run (a syntax error of its own) would report nothing, ever: its
        // absence on the page counts as an error.
        const here = await tab
          .evaluate<string[]>(
            endsOffline
              ? 'window.__enginesErrors || []'
              : 'Array.isArray(window.__enginesErrors) ? window.__enginesErrors : ["the error listener is not on this page"]',
          )
          .catch(() => []);
        const errors = [
          ...tab.driverErrors(),
          ...here,
          ...proxy.takeErrors().map((e) => `${e.page}: ${e.message}`),
        ];
        expect(errors, 'uncaught script errors').toEqual([]);
      }
    } finally {
      await tab.close();
      await proxy.close();
    }
  }, 60_000);

  it('the app starts on a prerendered page: the heading is there at once, then the live clock', async () => {
    await tab.goto(at('/en/'));
    expect(await tab.has(heading())).toBe(true);
    await shown(notice);
    await appStarted();
  });

  it('cookie notice: OK once the app has started hides it and records consent', async () => {
    await tab.goto(at('/en/posts'));
    await appStarted();
    await tab.click(byRole('button', frameTexts.ok.en, notice));
    await gone(notice);
    expect(await consentCookie()).toBeDefined();
    await tab.reload();
    await shown(heading(postsTexts.news.en));
    expect(await tab.has(notice)).toBe(false);
  });

  it('cookie notice: OK pressed before the app has started records consent', async () => {
    const release = proxy.holdApp();
    try {
      await tab.goto(at('/en/posts'));
      await shown(heading(postsTexts.news.en));
      // The app is held back: the clock is still the prerendered empty box.
      expect(await text(clock)).not.toMatch(/\d:\d\d/);
      await tab.click(byRole('button', frameTexts.ok.en, notice));
      // nginx's /cookie-consent answers 303 back here with the cookie; the page's consent script hides
      // the notice before it is shown.
      await atPath('/en/posts');
      await gone(notice, TELLS_AT_ONCE_MS);
      expect(await consentCookie(), 'the consent cookie after OK').toBeDefined();
    } finally {
      release();
    }
    await tab.reload();
    await shown(heading(postsTexts.news.en));
    expect(await tab.has(notice), 'the notice after a reload').toBe(false);
    expect(await consentCookie()).toBeDefined();
  });

  it('before the app has started, the banner slider steps, and the language switch and the header search work, as a link and a form', async () => {
    const post = await newestPost();
    const release = proxy.holdApp();
    try {
      await tab.goto(at('/en/contacts'));
      await shown(heading(contactsTexts.title.en));
      // The app is held back on every page of this journey: the clock stays the prerendered empty box.
      // The banner slider's next steps through the prerendered banners (src/boot/slider.ts).
      const banners = byRole('region', frameTexts.banners.en);
      const shownBanner = () =>
        tab.evaluate<string[]>(
          `[...document.querySelectorAll('[data-slider-slides] > [role="group"]')].filter((g) => !g.hidden).map((g) => g.getAttribute('aria-label'))`,
        );
      expect((await shownBanner())[0]).toMatch(/^1 /);
      await tab.click(byRole('button', frameTexts.nextBanner.en, banners));
      await waitForEqual('the second banner shown', shownBanner, [
        fill(commonTexts.position.en, {
          n: 2,
          total: await tab.evaluate<number>(
            `document.querySelectorAll('[data-slider-slides] > [role="group"]').length`,
          ),
        }),
      ]);
      await tab.click(byRole('link', 'RU', byRole('group', sharedTexts.language.en)));
      await atPath('/ru/contacts');
      await shown(heading(contactsTexts.title.ru));
      expect(await tab.evaluate<string>('document.documentElement.lang')).toBe('ru');
      expect(await text(clock)).not.toMatch(/\d:\d\d/);
      await tab.type(
        byRole('searchbox', frameTexts.searchWords.ru, byRole('search', frameTexts.siteSearch.ru)),
        NEWS_WORD,
      );
      await tab.press('Enter');
      await atPath(`/ru/search?q=${NEWS_WORD}`);
      // The search page's results are the app's: they come once it has arrived.
      await shown(heading(searchTexts.title.ru));
    } finally {
      release();
    }
    await shown(byRole('link', post.name_ru.trim(), byRole('main')));
  });

  it('a menu link leads to its page', async () => {
    await tab.goto(at('/en/posts'));
    await appStarted();
    const menu = byRole('navigation', frameTexts.mainMenu.en);
    // The first link shown that leads elsewhere (which one is first depends on the menu's data).
    const link = (await tab.read('links', byRole('link', undefined, menu))).find(
      ({ href }) => href.startsWith('/en/') && href !== '/en/posts',
    );
    if (!link) throw new Error('the main menu shows no link to another page');
    await tab.click(byRole('link', link.name, menu));
    await atPath(link.href);
    // The address changes when the router starts the navigation; the new page replaces the old one
    // a moment later (WebKit showed the old heading right after the address changed): wait, as a
    // visitor does, for a page heading other than News.
    let shownHeading = '';
    await waitFor('a page heading other than News', async () => {
      shownHeading = (await tab.has(heading())) ? await text(heading()) : '';
      return shownHeading !== '' && shownHeading !== postsTexts.news.en;
    }).catch((error: Error) => {
      throw new Error(`${error.message} (the heading shown: "${shownHeading}")`);
    });
  });

  it("the contact form sent empty names every missing field, in the spec's words", async () => {
    await tab.goto(at('/en/contacts'));
    await appStarted();
    const form = byRole('region', contactFormTexts.title.en);
    await tab.click(byRole('button', contactFormTexts.send.en, form));
    const summary = byRole('group', contactFormTexts.summaryTitle.en, form);
    await shown(summary);
    expect(await tab.read('names', byRole('link', undefined, summary))).toEqual([
      commonTexts.fullnameRequired.en,
      commonTexts.emailRequired.en,
      commonTexts.subjectRequired.en,
      commonTexts.messageRequired.en,
      commonTexts.captchaRequired.en,
    ]);
  });

  it('the language switch shows the same page in Russian', async () => {
    await tab.goto(at('/en/contacts'));
    await appStarted();
    await tab.click(byRole('link', 'RU', byRole('group', sharedTexts.language.en)));
    await atPath('/ru/contacts');
    await shown(heading(contactsTexts.title.ru));
    expect(await tab.evaluate<string>('document.documentElement.lang')).toBe('ru');
  });

  it('a news item from the list opens its own page', async () => {
    const post = await newestPost();
    await tab.goto(at('/en/posts'));
    await appStarted();
    await tab.click(byRole('link', post.name_en.trim(), byRole('region', postsTexts.results.en)));
    await atPath(`/en/post/${post.slug}`);
    await shown(heading(post.name_en.trim()));
  });

  it("the news list's second page shows the API's second page", async () => {
    const SIZE = 100;
    const second = await api.getAllPosts({ page: 2, size: SIZE });
    await tab.goto(at('/en/posts'));
    await appStarted();
    await tab.click(byRole('link', '2', byRole('navigation', sharedTexts.pagination.en)));
    await atPath('/en/posts?page=2');
    // A title missing in English is shown in Turkmen (the site's fallback, src/i18n/pick.ts).
    const titles = second.results.map((post) => pick(post, 'name', 'en', 'tm').trim());
    const cards = {
      ...byRole('heading'),
      within: byRole('list', undefined, byRole('region', postsTexts.results.en)),
    };
    await waitForEqual("the second page's titles", () => tab.read('names', cards), titles);
  });

  it('the header search finds the news item by a word of its title', async () => {
    const post = await newestPost();
    await tab.goto(at('/en/contacts'));
    await tab.type(
      byRole('searchbox', frameTexts.searchWords.en, byRole('search', frameTexts.siteSearch.en)),
      NEWS_WORD,
    );
    await tab.press('Enter');
    await atPath(`/en/search?q=${NEWS_WORD}`);
    await shown(byRole('link', post.name_en.trim(), byRole('main')));
  });

  it("the media page's photo opens in a lightbox, and Escape closes it", async () => {
    const [image] = await api.getImages();
    if (!image) throw new Error('the mock has no photos');
    await tab.goto(at('/en/media'));
    await appStarted();
    const gallery = byRole('region', mediaTexts.images.en);
    const [first] = await tab.read('names', byRole('link', undefined, gallery));
    await tab.click(byRole('link', first, gallery));
    const dialog = byRole('dialog', new RegExp(escapeRegExp((image.name_en ?? image.name_tm).trim())));
    await shown(dialog);
    // The picture is fetched when the dialog opens (at the size the lightbox shows it): it is shown
    // once the engine has it decoded, which takes a moment after the dialog appears.
    await waitFor('the picture in the lightbox to be loaded', () =>
      tab.evaluate<boolean>(
        '(() => { const img = document.querySelector("[role=dialog] img"); return !!img && img.complete && img.naturalWidth > 0; })()',
      ),
    );
    await tab.press('Escape');
    await gone(byRole('dialog'));
  });

  it('the newsletter with the offline captcha: subscribed, and the mail goes out', async () => {
    const address = `engines-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await tab.goto(at('/en/contacts'));
    await appStarted();
    await tab.type(byRole('textbox', commonTexts.email.en, subscription), address);
    const consent = fill(subscriptionTexts.consent.en, { rules: subscriptionTexts.consentLink.en });
    await tab.click(byRole('checkbox', consent, subscription));
    await tab.click(byRole('checkbox', captchaTexts.notRobot.en, subscription));
    await tab.click(byRole('button', subscriptionTexts.subscribe.en, subscription));
    await says(subscription, commonTexts.activationSent.en);
    const mail = await waitFor('the activation mail in the outbox', async () => {
      const answer = await fetch(`${site.api}/__mock/outbox?to=${encodeURIComponent(address)}`);
      const list = (await answer.json()) as unknown[];
      return list.length > 0 && list;
    });
    expect(mail).toHaveLength(1);
  });

  it('offline: a page read once opens again from the service worker; an unread one is the offline page', async () => {
    await tab.goto(at('/en/contacts'));
    await appStarted();
    const kept = `(async () => !!navigator.serviceWorker.controller && !!(await (await caches.open(${JSON.stringify(CACHE_NAMES.pages)})).match('/en/contacts')))()`;
    await waitFor('the worker to control the page and keep it', () => tab.evaluate<boolean>(kept), 60_000);
    proxy.offline(true);
    endsOffline = true;
    await tab.goto(at('/en/contacts'));
    await shown(heading(contactsTexts.title.en));
    await tab.goto(at('/en/evisa'));
    await shown(heading(offlineTexts.title.en));
  });

  describe.each<[AppFailure, string]>([
    ['missing', 'fails to load'],
    ['throws', 'throws at once'],
  ])('a browser whose app script %s', (failure, how) => {
    /** The form's own words that it cannot be sent here: the held form's, or nginx's page for a form sent with no script. */
    const saysNotSent = async () =>
      waitFor(
        'the form to say it cannot be sent here',
        async () => {
          const page = await text();
          return page.includes(formTexts.heldStartFailed.en) || page.includes(formTexts.notSentTitle.en);
        },
        TELLS_AT_ONCE_MS,
      );
    const sendSubscription = async () => {
      await tab.type(byRole('textbox', commonTexts.email.en, subscription), 'reader@example.com');
      await tab.click(byRole('button', subscriptionTexts.subscribe.en, subscription));
    };

    it(`(${how}) reads a page, follows a link, and a form sent after the failure says it cannot be sent`, async () => {
      breaksApp = true;
      const post = await newestPost();
      proxy.failApp(failure);
      await tab.goto(at('/en/posts'));
      await shown(heading(postsTexts.news.en));
      await waitFor('the app script to fail on this page', () =>
        Promise.resolve(proxy.appFailedOn('/en/posts')),
      );
      if (failure === 'missing') {
        // A 404 is what a deploy that removed the entry answers: the page reloads once, for the new
        // deploy's page (decision 0222), and the reloaded page fails again and stays. A click in
        // between would land on the page being replaced.
        await waitFor('the page reloaded once, and its entry failed again', () =>
          Promise.resolve(proxy.entryLoadsBy('/en/posts') >= 2),
        );
      }
      await tab.click(byRole('link', post.name_en.trim(), byRole('region', postsTexts.results.en)));
      await atPath(`/en/post/${post.slug}`);
      await shown(heading(post.name_en.trim()));
      await waitFor('the app script to fail on the followed page', () =>
        Promise.resolve(proxy.appFailedOn(`/en/post/${post.slug}`)),
      );
      await sendSubscription();
      await saysNotSent();
    });

    it(`(${how}) a form sent before the failure says it cannot be sent`, async () => {
      breaksApp = true;
      const release = proxy.holdApp();
      try {
        await tab.goto(at('/en/contacts'));
        await shown(heading(contactsTexts.title.en));
        await sendSubscription();
        await says(subscription, formTexts.heldUntilStart.en);
        proxy.failApp(failure);
      } finally {
        release();
      }
      await saysNotSent();
    });
  });
}
