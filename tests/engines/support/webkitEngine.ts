/**
 * WebKit: WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's webkit2gtk-driver) through
 * Selenium's WebDriver client, classic WebDriver. MiniBrowser needs a display, so the driver runs
 * under `xvfb-run -a` (its own `--headless` does not work there). Each tab is a WebDriver session of
 * its own (a fresh MiniBrowser with an ephemeral profile). Clicks and keys are WebKit's own
 * (WebDriver's element click and send keys); WebDriver has no event for a page's uncaught errors:
 * the proxy's listener reports them (proxy.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, Key as WebDriverKey, type WebDriver, type WebElement } from 'selenium-webdriver';
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

/** A call of the page-side helpers, defining them first in a document that has none. */
function helperCall(body: string): string {
  return `if (!window.__engines) { ${inPageScript()} }\n${body}`;
}

class WebKitTab implements Tab {
  constructor(private readonly driver: WebDriver) {}

  private element(query: Query): Promise<WebElement> {
    return waitFor(`an element ${JSON.stringify(query)}`, () =>
      this.driver.executeScript<WebElement | null>(
        helperCall('return window.__engines.find(arguments[0]);'),
        query,
      ),
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
    return this.driver.executeScript<boolean>(
      helperCall('return window.__engines.count(arguments[0]) > 0;'),
      query,
    );
  }
  read<K extends Exclude<keyof InPage, 'find'>>(call: K, ...args: Parameters<InPage[K]>) {
    return this.driver.executeScript<ReturnType<InPage[K]>>(
      helperCall(`return window.__engines[${JSON.stringify(call)}](...arguments);`),
      ...args,
    );
  }
  evaluate<T>(expression: string) {
    return this.driver.executeScript<T>(`return (${expression});`);
  }
  async click(query: Query) {
    await (await this.element(query)).click();
  }
  async type(query: Query, text: string) {
    await (await this.element(query)).sendKeys(text);
  }
  async press(key: Key) {
    await this.driver.switchTo().activeElement().sendKeys(KEYS[key]);
  }
  async cookies() {
    return (await this.driver.manage().getCookies()).map(({ name, value }) => ({ name, value }));
  }
  driverErrors() {
    return [];
  }
  async close() {
    await this.driver.quit();
  }
}

class WebKitEngine implements Engine {
  readonly name = 'webkit' as const;
  readonly reportsErrors = false;
  constructor(
    private readonly server: string,
    private readonly process: ChildProcess,
  ) {}

  async newTab(): Promise<Tab> {
    const driver = await new Builder()
      .usingServer(this.server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().setTimeouts({ pageLoad: 60_000, script: WAIT_MS });
    await driver.manage().window().setRect({ width: 1280, height: 800 });
    return new WebKitTab(driver);
  }
  async close() {
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
