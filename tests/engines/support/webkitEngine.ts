/**
 * WebKit: WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's webkit2gtk-driver) through
 * Selenium's WebDriver client, classic WebDriver. MiniBrowser needs a display, so the driver runs
 * under `xvfb-run -a` (its own `--headless` does not work there). One WebDriver session (a
 * MiniBrowser with an ephemeral profile) serves every journey in turn (WebKitTab.close). Clicks and keys are WebKit's own
 * (WebDriver's element click and send keys); WebDriver has no event for a page's uncaught errors:
 * the proxy's listener reports them (proxy.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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

/**
 * WebKitGTK's web processes of one launch (below the driver this launch started, through
 * MiniBrowser and its sandbox): what a page runs in. The kernel cuts the name to 15 characters.
 */
function webProcesses(root: number): Set<number> {
  const listed = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' }).stdout;
  const rows = listed
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((row) => row.length >= 3)
    .map(([pid, ppid, name]) => ({ pid: Number(pid), ppid: Number(ppid), name: name! }));
  const below = new Set([root]);
  // Parents come before their children in no promised order: walk until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const row of rows)
      if (below.has(row.ppid) && !below.has(row.pid)) {
        below.add(row.pid);
        added = true;
      }
  }
  return new Set(
    rows.filter((row) => below.has(row.pid) && row.name === 'WebKitWebProces').map((row) => row.pid),
  );
}

class WebKitTab implements Tab {
  constructor(
    private readonly driver: WebDriver,
    /** Called once a page has loaded (its web process is the one the journey uses from then on). */
    private readonly loaded: () => void,
  ) {}

  private element(query: Query): Promise<WebElement> {
    return waitFor(`an element ${JSON.stringify(query)}`, () =>
      callHelpers<WebElement | null>(this.driver, 'return window.__engines.find(arguments[0]);', query),
    );
  }

  async goto(url: string) {
    await this.driver.get(url);
    this.loaded();
  }
  async reload() {
    await this.driver.navigate().refresh();
    this.loaded();
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
  /** The web processes when the journey's last page had loaded. */
  private atLoad = new Set<number>();
  constructor(
    private readonly server: string,
    private readonly process: ChildProcess,
  ) {}

  /**
   * WebKitGTK's web process crashes now and then (a segfault inside libwebkit2gtk 2.50 on this
   * project's machine, 2026-11-29). After one, the browser reloads the page or WebKitWebDriver ends
   * the session, and that looks like a journey's failure: a click lands on the reloaded page before
   * its app has started, or is lost. The failed journey's report says so when a web process of the
   * page ended.
   */
  diagnose(): string | null {
    const driverPid = this.process.pid;
    if (!driverPid || this.atLoad.size === 0) return null;
    const now = webProcesses(driverPid);
    const gone = [...this.atLoad].filter((pid) => !now.has(pid));
    if (gone.length === 0) return null;
    return (
      `WebKit's web process ${gone.join(', ')} ended during this journey (now: ${[...now].join(', ') || 'none'}): ` +
      'a crash of the engine, which reloads the page or ends the WebDriver session ("page crash or hang"); ' +
      'the next journey starts a new session (docs/testing.md, known failures)'
    );
  }

  async newTab(): Promise<Tab> {
    // A session that a crash ended ("session deleted because of page crash or hang") is replaced,
    // so that one crash fails the journey it happened in, not every journey after it.
    if (
      this.driver &&
      (await this.driver.getCurrentUrl().then(
        () => false,
        () => true,
      ))
    ) {
      await this.driver.quit().catch(() => undefined);
      this.driver = null;
    }
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
    return new WebKitTab(this.driver, () => {
      if (this.process.pid) this.atLoad = webProcesses(this.process.pid);
    });
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
