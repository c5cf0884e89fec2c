/**
 * A slower CPU for the moments a test races (docs/testing.md, "A slower CPU"): the rate slows the
 * test's own work in the page too (role locators, each unmet `expect` poll's accessibility
 * snapshot), so a test lifts it with `fullSpeed` once the race is set and checked.
 */
import type { Page } from '@playwright/test';

export async function slowerCpu(page: Page, rate: number): Promise<{ fullSpeed: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return {
    fullSpeed: async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
  };
}
