/**
 * About pages, static pages, contacts and e-visa in the three languages, against the mock's data.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGS, type Lang } from '../../src/api/types';
import { pick } from '../../src/i18n/pick';
import { phrases } from '../../src/i18n/phrases';
import { evisaPhrases } from '../../src/features/evisa/phrases';
import { contactsPhrases } from '../../src/features/contacts/phrases';
import { remotePagePhrases } from '../../src/shared/remotePagePhrases';
import {
  closePage,
  expectNoA11yViolations,
  expectNoPageErrors,
  launchBrowser,
  mockApi,
  newPage,
  siteUrl,
} from '../support/e2e';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first piece of visible text in API HTML (a heading or paragraph), to look for on the page. */
function firstText(html: string): string {
  const match = /<(h[1-6]|p|li)\b[^>]*>([^<]{8,})</i.exec(html);
  return (match?.[2] ?? '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
}

async function h1(page: Page) {
  const heading = page.locator('#main-content h1');
  await heading.waitFor();
  return heading;
}

async function aboutSlugs(): Promise<string[]> {
  const menu = await mockApi().getHeaderMenu();
  const urls: string[] = [];
  const walk = (items: { url: string; children?: typeof items }[]) => {
    for (const item of items) {
      if (item.url?.startsWith('/about/')) urls.push(item.url.slice('/about/'.length).replace(/\/$/, ''));
      if (item.children) walk(item.children);
    }
  };
  walk(menu.children);
  return [...new Set(urls)];
}

describe('static pages', () => {
  for (const lang of LANGS) {
    test(`/pages/ylalashyk in ${lang}: title and sanitised content from the API`, async () => {
      const data = await mockApi().getPageDetail('ylalashyk');
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl('/pages/ylalashyk'));
      const title = pick(data, 'title', lang, 'tm');
      await expect.poll(async () => (await h1(page)).textContent()).toBe(title);
      const text = firstText(pick(data, 'content', lang, 'none'));
      expect(text).not.toBe('');
      await page.locator('#main-content .rich-text').getByText(text, { exact: false }).first().waitFor();
      await expect.poll(() => page.title()).toContain(title);
      expect(await page.locator('#main-content script').count()).toBe(0);
      expect(await page.locator('h1').count()).toBe(1);
      await expectNoA11yViolations(page);
      expectNoPageErrors(page);
      await closePage(page);
    });
  }

  test('a failed page shows "Something went wrong!" with a retry that loads it', async () => {
    const data = await mockApi().getPageDetail('gollanma');
    const page = await newPage(browser, { lang: 'en' });
    // Every request fails until the visitor presses Retry: the loader's prefetch, the site's own
    // retry of a 5xx and a refetch on mount must all meet the failure, whatever their timing.
    let recovered = false;
    await page.route('**/api/v1/pages/detail/gollanma/', async (route) => {
      if (!recovered) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' });
      } else {
        await route.continue();
      }
    });
    await page.goto(siteUrl('/pages/gollanma'));
    const alert = page.locator('#main-content').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(phrases.somethingWentWrong.en);
    expect(await (await h1(page)).textContent()).toBe(remotePagePhrases.error.en);
    await expectNoA11yViolations(page);
    recovered = true;
    await page.getByRole('button', { name: phrases.retry.en }).click();
    await page.getByRole('heading', { level: 1, name: pick(data, 'title', 'en', 'tm') }).waitFor();
    expect(await page.locator('#main-content').getByRole('alert').count()).toBe(0);
    await closePage(page);
  });

  test('an unknown page says it was not found', async () => {
    const page = await newPage(browser, { lang: 'ru' });
    await page.goto(siteUrl('/pages/no-such-page-anywhere'));
    await page.getByRole('heading', { level: 1, name: remotePagePhrases.notFound.ru }).waitFor();
    await expectNoA11yViolations(page);
    await closePage(page);
  });
});

describe('about pages', () => {
  test('every about page linked from the menu shows its title and content in each language', async () => {
    const slugs = await aboutSlugs();
    expect(slugs.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const page = await newPage(browser, { lang });
      for (const slug of slugs) {
        const data = await mockApi().getAboutDetail(slug);
        await page.goto(siteUrl(`/about/${slug}`));
        await expect.poll(async () => (await h1(page)).textContent()).toBe(pick(data, 'name', lang, 'tm'));
        const text = firstText(pick(data, 'content', lang, 'none'));
        if (text)
          await page.locator('#main-content .rich-text').getByText(text, { exact: false }).first().waitFor();
        else await page.getByText(phrases.noTranslation[lang]).waitFor();
      }
      await expectNoA11yViolations(page);
      expectNoPageErrors(page);
      await closePage(page);
    }
  });
});

describe('contacts', () => {
  for (const lang of LANGS) {
    test(`/contacts in ${lang}: heading, every office from the API, the contact form`, async () => {
      const offices = await mockApi().getDepartments();
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl('/contacts'));
      expect(await (await h1(page)).textContent()).toBe(contactsPhrases.title[lang]);
      for (const office of offices) {
        await page
          .getByRole('heading', { name: pick(office, 'name', lang, 'tm'), exact: true })
          .first()
          .waitFor();
      }
      await page.locator('#main-content form').first().waitFor();
      await expect.poll(() => page.title()).toContain(contactsPhrases.title[lang]);
      await expectNoA11yViolations(page);
      expectNoPageErrors(page);
      await closePage(page);
    });
  }
});

describe('e-visa', () => {
  for (const lang of LANGS) {
    test(`/evisa in ${lang}: the under-development notice, no invitation box`, async () => {
      const page = await newPage(browser, { lang });
      await page.goto(siteUrl('/evisa'));
      expect(await (await h1(page)).textContent()).toBe(evisaPhrases.title[lang]);
      const notice = page.getByText(evisaPhrases.underDevelopment[lang]);
      await notice.waitFor();
      expect(await notice.isVisible()).toBe(true);
      const others = LANGS.filter((l: Lang) => l !== lang).map((l) => evisaPhrases.underDevelopment[l]);
      for (const other of others) expect(await page.getByText(other).count()).toBe(0);
      expect(await page.locator('#main-content').textContent()).not.toMatch(/invitation|приглашени|çakylyk/i);
      await expectNoA11yViolations(page);
      await closePage(page);
    });
  }

  test('switching the language changes the notice at once', async () => {
    const page = await newPage(browser, { lang: 'tm' });
    await page.goto(siteUrl('/evisa'));
    await page.getByText(evisaPhrases.underDevelopment.tm).waitFor();
    await page.getByRole('group', { name: 'Dil' }).getByRole('button', { name: 'EN' }).first().click();
    await page.getByText(evisaPhrases.underDevelopment.en).waitFor();
    await closePage(page);
  });
});
