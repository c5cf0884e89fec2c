/**
 * Visible in every mode (requirements §10): the focus indicator on the dark header band contrasts
 * at least 3:1 with it (WCAG 2.2 SC 1.4.11), and in forced colours (Windows contrast themes, which
 * drop filled backgrounds) the current language and the current page still look different from
 * the others (SC 1.4.1): a screenshot of the same control, selected and not, must differ.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { sharedTexts } from '../../src/shared/texts';

test.use({ lang: 'en' });

/** Runs in the page: every colour of the focused element's indicator and the band's background. */
function indicatorColours(): { inBand: boolean; what: string; colours: string[]; background: string } {
  const el = document.activeElement as HTMLElement;
  const band = el.closest('.frame-band');
  const colours: string[] = [];
  const style = getComputedStyle(el);
  const rgb = (value: string) => value.match(/rgba?\([^)]*\)/g) ?? [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
    colours.push(...rgb(style.outlineColor));
  if (style.boxShadow !== 'none') colours.push(...rgb(style.boxShadow));
  const after = getComputedStyle(el, '::after');
  if (after.content !== 'none' && after.content !== 'normal') {
    if (parseFloat(after.borderTopWidth) > 0) colours.push(...rgb(after.borderTopColor));
    if (after.boxShadow !== 'none') colours.push(...rgb(after.boxShadow));
  }
  return {
    inBand: !!band,
    what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)}"`,
    colours,
    background: band ? getComputedStyle(band).backgroundColor : '',
  };
}

function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the focus indicator on the dark header band contrasts 3:1 with it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Banners' }).getByRole('link').first()).toBeVisible();
  const seen: string[] = [];
  const weak: string[] = [];
  // From the skip link through the band to the first stop after it.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(indicatorColours);
    if (!stop.inBand) {
      if (seen.length > 0) break;
      continue;
    }
    seen.push(stop.what);
    const best = Math.max(0, ...stop.colours.map((colour) => contrast(colour, stop.background)));
    if (best < 3)
      weak.push(`${stop.what}: ${best.toFixed(2)}:1 (${stop.colours.join(', ') || 'no indicator'})`);
  }
  expect(seen.length, 'focus stops in the band').toBeGreaterThan(2);
  expect(weak).toEqual([]);
});

/** A screenshot of `control` with neither focus nor pointer on it. */
async function still(page: Page, control: Locator): Promise<Buffer> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  return control.screenshot({ animations: 'disabled' });
}

test.describe('in forced colours', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('the current language looks different from the others', async ({ page }) => {
    await page.goto('/');
    const ru = page
      .getByRole('group', { name: sharedTexts.language.en })
      .or(page.getByRole('group', { name: sharedTexts.language.ru }))
      .first()
      .getByText('RU', { exact: true });
    await expect(ru).toBeVisible();
    const before = await still(page, ru);
    await ru.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('group', { name: sharedTexts.language.ru }).first()).toBeVisible();
    const selected = await still(page, ru);
    expect(selected.equals(before), 'RU selected and not selected look the same').toBe(false);
  });

  test('the current page of the news looks different from the others', async ({ page }) => {
    await page.goto('/posts');
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await pages.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
    // The page links are links now, which an element screenshot of the sticky page caught blank:
    // the forced-colours marks are read from the styles the browser computed in that mode.
    const look = (name: string) =>
      pages.getByRole('link', { name, exact: true }).evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.borderTopWidth} ${style.borderTopColor} ${style.textDecorationLine}`;
      });
    const current = await look('2');
    expect(current, 'the current page keeps a mark of its own').not.toBe(await look('1'));
    expect(current).toMatch(/^3px .* underline$/);
  });
});
