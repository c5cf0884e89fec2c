/**
 * WebKit: WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's webkit2gtk-driver) through
 * Selenium's WebDriver client, classic WebDriver. MiniBrowser needs a display, so the driver runs
 * under `xvfb-run -a` (its own `--headless` does not work there). One WebDriver session (a
 * MiniBrowser with an ephemeral profile) serves every journey in turn (WebKitTab.close). Clicks and keys are WebKit's own
 * (WebDriver's element click and send keys); WebDriver has no event for a page's uncaught errors:
 * the proxy's listener reports them (proxy.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  Builder,
  error as WebDriverError,
  Key as WebDriverKey,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver';
import { MINIBROWSER, WEBKIT_DRIVER } from '../../../scripts/engines';
import { freePorts } from '../../e2e/support/env';
import { WAIT_MS, waitFor, type Engine, type Key, type Tab } from './engine';
import type { InPage } from './in-page';
import { inPageScript } from './inPageScript';
import type { Query } from './query';

const KEYS: Record<Key, string> = {
  Enter: WebDriverKey.ENTER,
  Escape: WebDriverKey.ESCAPE,
  Tab: WebDriverKey.TAB,
};

/** Said by a helper call in a document that has no helpers yet. */
const NO_HELPERS = '__engines: none';

/**
 * A call of the page-side helpers. The bundle (tens of kB) travels only when the document lacks
 * it: WebDriver parses the whole script on every call, and journeys poll.
 */
async function callHelpers<T>(driver: WebDriver, body: string, ...args: unknown[]): Promise<T> {
  const answer = await driver.executeScript<T | string>(
    `if (!window.__engines) return ${JSON.stringify(NO_HELPERS)};\n${body}`,
    ...args,
  );
  if (answer !== NO_HELPERS) return answer as T;
  return driver.executeScript<T>(`if (!window.__engines) { ${inPageScript()} }\n${body}`, ...args);
}

class WebKitTab implements Tab {
  constructor(private readonly driver: WebDriver) {}

  private element(query: Query): Promise<WebElement> {
    return waitFor(`an element ${JSON.stringify(query)}`, () =>
      callHelpers<WebElement | null>(this.driver, 'return window.__engines.find(arguments[0]);', query),
    );
  }

  async goto(url: string) {
    await this.driver.get(url);
  }
  async reload() {
    await this.driver.navigate().refresh();
  }
  url() {
    return this.driver.getCurrentUrl();
  }
  has(query: Query) {
    return callHelpers<boolean>(this.driver, 'return window.__engines.count(arguments[0]) > 0;', query);
  }
  read<K extends Exclude<keyof InPage, 'find'>>(call: K, ...args: Parameters<InPage[K]>) {
    return callHelpers<ReturnType<InPage[K]>>(
      this.driver,
      `return window.__engines[${JSON.stringify(call)}](...arguments);`,
      ...args,
    );
  }
  evaluate<T>(expression: string) {
    return this.driver.executeScript<T>(`return (${expression});`);
  }
  /**
   * A page replaced under the element between finding and clicking it (the app rendering over the
   * HTML, a form re-rendered) makes WebDriver refuse the element as stale before any input is
   * sent: it is found again in the new page, as Puppeteer's click does. Any other refusal fails
   * at once.
   */
  async click(query: Query) {
    const refused: { error?: Error } = {};
    await waitFor(`a click on ${JSON.stringify(query)}`, async () => {
      const element = await this.element(query);
      try {
        // WebDriver scrolls an element only until it is in view, where the site's sticky header may
        // still cover it: to the middle of the window, as a visitor would scroll to read it.
        await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center' });", element);
        await element.click();
      } catch (error) {
        if (error instanceof WebDriverError.StaleElementReferenceError) return false;
        refused.error = error instanceof Error ? error : new Error(String(error));
      }
      return true;
    });
    if (refused.error) throw refused.error;
  }
  async type(query: Query, text: string) {
    await (await this.element(query)).sendKeys(text);
  }
  async press(key: Key) {
    await this.driver.actions().sendKeys(KEYS[key]).perform();
  }
  async cookies() {
    return (await this.driver.manage().getCookies()).map(({ name, value }) => ({ name, value }));
  }
  driverErrors() {
    return [];
  }
  /**
   * The session goes on to the next journey (a MiniBrowser start costs seconds): each journey has an
   * origin of its own (its proxy's port), so storage and service workers do not carry over, but
   * cookies are the host's whatever the port: they are deleted here.
   */
  async close() {
    await this.driver.manage().deleteAllCookies();
    await this.driver.get('about:blank');
  }
}

class WebKitEngine implements Engine {
  readonly name = 'webkit' as const;
  readonly reportsErrors = false;
  private driver: WebDriver | null = null;
  constructor(
    private readonly server: string,
    private readonly process: ChildProcess,
  ) {}

  async newTab(): Promise<Tab> {
    if (!this.driver) {
      this.driver = await new Builder()
        .usingServer(this.server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
      await this.driver.manage().setTimeouts({ pageLoad: 60_000, script: WAIT_MS });
      await this.driver.manage().window().setRect({ width: 1280, height: 800 });
    }
    return new WebKitTab(this.driver);
  }
  async close() {
    await this.driver?.quit().catch(() => undefined);
    const exited = new Promise((done) => this.process.once('exit', done));
    // xvfb-run, its Xvfb and the driver: the whole group this launch started.
    if (this.process.exitCode === null && this.process.pid) process.kill(-this.process.pid, 'SIGTERM');
    await exited;
  }
}

export async function launchWebKit(): Promise<Engine> {
  const [port] = freePorts(1) as [number];
  const child = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `WebKitWebDriver on ${server}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${output}`);
        return (await fetch(`${server}/status`)).ok;
      },
      30_000,
    );
  } catch (error) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }
  return new WebKitEngine(server, child);
}
