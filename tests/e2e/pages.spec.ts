/**
 * About pages, static pages, contacts and e-visa in the three languages, against the mock's data.
 */
import { LANGS, type Lang } from '../../src/api/types';
import { pick } from '../../src/i18n/pick';
import { expect, test, type Page } from './fixtures';
import { mockApi } from './support/mock';
import { commonTexts } from '../../src/i18n/texts';
import { evisaTexts } from '../../src/features/evisa/texts';
import { contactsTexts } from '../../src/features/contacts/texts';

/** The first piece of visible text in API HTML (a heading or paragraph), to look for on the page. */
function firstText(html: string): string {
  const match = /<(h[1-6]|p|li)\b[^>]*>([^<]{8,})</i.exec(html);
  return (match?.[2] ?? '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
}

const h1 = (page: Page) => page.locator('#main-content h1');

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

test.describe('static pages', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(`/pages/ylalashyk in ${lang}: title and sanitised content from the API`, async ({
        page,
        checkA11y,
      }) => {
        const data = await mockApi().getPageDetail('ylalashyk');
        await page.goto('/pages/ylalashyk');
        const title = pick(data, 'title', lang, 'tm');
        await expect(h1(page)).toHaveText(title);
        const text = firstText(pick(data, 'content', lang, 'none'));
        expect(text).not.toBe('');
        await expect(
          page.locator('#main-content .rich-text').getByText(text, { exact: false }).first(),
        ).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
        await expect(page.locator('#main-content script')).toHaveCount(0);
        await expect(page.locator('h1')).toHaveCount(1);
        await checkA11y();
      });
    });
  }

  test.describe(() => {
    test.use({ lang: 'en' });
    test('a failed page shows "Something went wrong!" with a retry that loads it', async ({
      page,
      checkA11y,
    }) => {
      const data = await mockApi().getPageDetail('gollanma');
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
      await page.goto('/pages/gollanma');
      const alert = page.locator('#main-content').getByRole('alert');
      await expect(alert).toContainText(commonTexts.somethingWentWrong.en);
      await expect(h1(page)).toHaveText(commonTexts.error.en);
      await checkA11y();
      recovered = true;
      await page.getByRole('button', { name: commonTexts.retry.en }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: pick(data, 'title', 'en', 'tm') }),
      ).toBeVisible();
      await expect(page.locator('#main-content').getByRole('alert')).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ lang: 'ru' });
    test('an unknown page says it was not found', async ({ page, checkA11y }) => {
      await page.goto('/pages/no-such-page-anywhere');
      await expect(page.getByRole('heading', { level: 1, name: commonTexts.pageNotFound.ru })).toBeVisible();
      await checkA11y();
    });
  });
});

test.describe('about pages', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(`every about page linked from the menu shows its title and content in ${lang}`, async ({
        page,
        checkA11y,
      }) => {
        const slugs = await aboutSlugs();
        expect(slugs.length).toBeGreaterThan(0);
        for (const slug of slugs) {
          const data = await mockApi().getAboutDetail(slug);
          await page.goto(`/about/${slug}`);
          await expect(h1(page)).toHaveText(pick(data, 'name', lang, 'tm'));
          const text = firstText(pick(data, 'content', lang, 'none'));
          if (text)
            await expect(
              page.locator('#main-content .rich-text').getByText(text, { exact: false }).first(),
            ).toBeVisible();
          else await expect(page.getByText(commonTexts.noTranslation[lang])).toBeVisible();
        }
        await checkA11y();
      });
    });
  }
});

test.describe('contacts', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(`/contacts in ${lang}: heading, every office from the API, the contact form`, async ({
        page,
        checkA11y,
      }) => {
        const offices = await mockApi().getDepartments();
        await page.goto('/contacts');
        await expect(h1(page)).toHaveText(contactsTexts.title[lang]);
        for (const office of offices) {
          await expect(
            page.getByRole('heading', { name: pick(office, 'name', lang, 'tm'), exact: true }).first(),
          ).toBeVisible();
        }
        await expect(page.locator('#main-content form').first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(contactsTexts.title[lang])));
        await checkA11y();
      });
    });
  }
});

test.describe('e-visa', () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ lang });
      test(`/evisa in ${lang}: the under-development notice, no invitation box`, async ({
        page,
        checkA11y,
      }) => {
        await page.goto('/evisa');
        await expect(h1(page)).toHaveText(evisaTexts.title[lang]);
        await expect(page.getByText(evisaTexts.underDevelopment[lang])).toBeVisible();
        const others = LANGS.filter((l: Lang) => l !== lang).map((l) => evisaTexts.underDevelopment[l]);
        for (const other of others) await expect(page.getByText(other)).toHaveCount(0);
        await expect(page.locator('#main-content')).not.toContainText(/invitation|приглашени|çakylyk/i);
        await checkA11y();
      });
    });
  }

  test.describe(() => {
    test.use({ lang: 'tm' });
    test('switching the language changes the notice at once', { tag: '@phone' }, async ({ page }) => {
      await page.goto('/evisa');
      await expect(page.getByText(evisaTexts.underDevelopment.tm)).toBeVisible();
      await page.getByRole('group', { name: 'Dil' }).getByRole('link', { name: 'EN' }).first().click();
      await expect(page.getByText(evisaTexts.underDevelopment.en)).toBeVisible();
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
