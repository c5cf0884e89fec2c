/**
 * Chromium (over CDP) and Firefox ESR (over WebDriver BiDi) through Puppeteer: Debian's own
 * /usr/bin/chromium and /usr/bin/firefox-esr, never a downloaded browser. Each tab is a browser
 * context of its own (a fresh cookie jar, storage and service workers), in one browser process per
 * engine: a Firefox start takes seconds on the CI machine.
 */
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { FIREFOX_PATH } from '../../../scripts/engines';
import { WAIT_MS, waitFor, type Engine, type Key, type Tab } from './engine';
import type { InPage } from './in-page';
import { inPageScript } from './inPageScript';
import type { Query } from './query';

const KEYS: Record<Key, KeyInput> = { Enter: 'Enter', Escape: 'Escape', Tab: 'Tab' };

type WithHelpers = Window & { __engines?: InPage };

/**
 * Firefox's report of a resource its service worker could not give, which WebDriver BiDi logs as
 * a JavaScript error and Puppeteer hands on as `pageerror`: offline, an image the worker has no
 * copy of ("Failed to load ‘…/gallery-01.jpg’. A ServiceWorker passed a promise to
 * FetchEvent.respondWith() that rejected …"), or a load the worker was handling when the page was
 * left ("… A ServiceWorker intercepted the request and encountered an unexpected error."). A failed
 * load, not an uncaught exception of the page (Chromium logs the same failures as console
 * messages; the proxy's listener, which hears the page's own `error` events, does not count them
 * either); every other message still fails the journey.
 */
const FIREFOX_LOAD_FAILURE = /^Error: Failed to load ‘[^’]+’\. A ServiceWorker /;

class PuppeteerTab implements Tab {
  private readonly errors: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly closeContext: () => Promise<void>,
  ) {
    page.on('pageerror', (error) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if (!FIREFOX_LOAD_FAILURE.test(message)) this.errors.push(message);
    });
    page.setDefaultTimeout(WAIT_MS);
    page.setDefaultNavigationTimeout(60_000);
  }

  /** The helpers, defined once per document (evaluated as the driver's own script: the page's CSP does not apply). */
  private async helpers(): Promise<void> {
    const defined = await this.page.evaluate(() => typeof (window as WithHelpers).__engines === 'object');
    if (!defined) await this.page.evaluate(inPageScript());
  }

  private async element(query: Query): Promise<ElementHandle<Element>> {
    return waitFor(`an element ${JSON.stringify(query)}`, async () => {
      await this.helpers();
      const handle = await this.page.evaluateHandle((q) => (window as WithHelpers).__engines!.find(q), query);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    });
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  url() {
    return Promise.resolve(this.page.url());
  }
  async has(query: Query) {
    await this.helpers();
    return this.page.evaluate((q) => (window as WithHelpers).__engines!.count(q) > 0, query);
  }
  async read<K extends Exclude<keyof InPage, 'find'>>(call: K, ...args: Parameters<InPage[K]>) {
    await this.helpers();
    return (await this.page.evaluate(
      (name, list) => {
        const helpers = (window as WithHelpers).__engines!;
        return (helpers[name] as (...a: unknown[]) => unknown)(...list);
      },
      call,
      args,
    )) as ReturnType<InPage[K]>;
  }
  async evaluate<T>(expression: string) {
    return (await this.page.evaluate(expression)) as T;
  }
  /**
   * Puppeteer clicks where the element was when it asked: on a page still laying out (pictures
   * arriving, the app taking over) that can be somewhere else by then. Like a visitor, it waits
   * until the element has stopped moving (the same box over two frames), then clicks.
   */
  async click(query: Query) {
    // A page replaced under the element (a reload, the app rendering over the HTML) leaves it
    // detached: Puppeteer then refuses the click before any input is sent, and the element is found
    // again in the new page.
    await waitFor(`a click on ${JSON.stringify(query)}`, async () => {
      const element = await this.element(query);
      try {
        await element.scrollIntoView();
        const still = await element.evaluate(
          (node) =>
            new Promise<boolean>((done) => {
              const box = () => JSON.stringify(node.getBoundingClientRect());
              const before = box();
              requestAnimationFrame(() =>
                requestAnimationFrame(() => done(node.isConnected && box() === before)),
              );
            }),
        );
        if (!still) return false;
        await element.click();
        return true;
      } finally {
        await element.dispose().catch(() => undefined);
      }
    });
  }

  async type(query: Query, text: string) {
    const element = await this.element(query);
    await element.focus();
    await this.page.keyboard.type(text);
    await element.dispose();
  }
  async press(key: Key) {
    await this.page.keyboard.press(KEYS[key]);
  }
  async cookies() {
    return (await this.page.browserContext().cookies()).map(({ name, value }) => ({ name, value }));
  }
  driverErrors() {
    return [...this.errors];
  }
  close() {
    return this.closeContext();
  }
}

class PuppeteerEngine implements Engine {
  readonly reportsErrors = true;
  constructor(
    readonly name: 'chromium' | 'firefox',
    private readonly browser: Browser,
  ) {}

  async newTab(): Promise<Tab> {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    return new PuppeteerTab(page, () => context.close());
  }
  close() {
    return this.browser.close();
  }
}

export async function launchChromium(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    // Chromium's own `en-US`, as Firefox's and WebKit's: nginx answers every engine in English.
    defaultViewport: { width: 1280, height: 800 },
  });
  return new PuppeteerEngine('chromium', browser);
}

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  return new PuppeteerEngine('firefox', browser);
}
