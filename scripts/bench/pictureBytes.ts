/**
 * The bytes of API pictures a first visit loads, by engine and screen (decision 0150): what the
 * `sizes` hints cost where the browser chooses from them. Firefox (WebDriver BiDi) and Chromium
 * (CDP) through Puppeteer, WebKitGTK through the engines suite's driver (one window size), each
 * visit in a fresh profile, the page scrolled to its end so that every lazy picture loads; the
 * bytes are the bodies nginx logged for `/media/` (the resizer's answers).
 *
 *   npm run build && npx tsx scripts/bench/pictureBytes.ts [--dist dist] [--engines firefox,chromium]
 *
 * Run it on two builds (another commit's in a worktree, `--dist` its `dist`) to compare hints.
 * Measured with the mock's data and the set of real pictures (fixtures/pictures; `--pictures drawn`
 * for the mock's drawn ones); `--scenario` picks another of its scenarios.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createMockServer } from '../../mock-api/server';
import { href } from '../../src/addresses/href';
import { langAddress } from '../../src/i18n/addresses';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FIREFOX_PATH } from '../engines';
import { freePort, optionsFromEnv, startNginx } from '../serve';
import { launchWebKit } from '../../tests/engines/support/webkitEngine';
import { logLinesSince, logSize } from './accessLog';

const HOST = '127.0.0.1';
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    engines: { type: 'string', default: 'firefox,chromium,webkit' },
    scenario: { type: 'string' },
    pictures: { type: 'string', default: 'set' },
  },
});

/** Phones (a common Android's 2.625, an iPhone's 3), a tablet, a laptop, a wide desktop. */
const SCREENS = [
  { name: 'phone 412 × 2.625', width: 412, height: 915, deviceScaleFactor: 2.625 },
  { name: 'phone 390 × 3', width: 390, height: 844, deviceScaleFactor: 3 },
  { name: 'tablet 768 × 2', width: 768, height: 1024, deviceScaleFactor: 2 },
  { name: 'tablet 1024 × 2', width: 1024, height: 768, deviceScaleFactor: 2 },
  { name: 'laptop 1280 × 1', width: 1280, height: 800, deviceScaleFactor: 1 },
  { name: 'desktop 1920 × 1', width: 1920, height: 1080, deviceScaleFactor: 1 },
] as const;
const PAGES = [href('home'), href('posts'), href('media'), href('welcome')].map((path) =>
  langAddress(path, 'tm'),
);

interface LogLine {
  uri: string;
  bytes_sent: number;
}

async function launch(engine: string): Promise<Browser> {
  if (engine === 'firefox')
    return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  if (engine === 'chromium')
    return puppeteer.launch({
      browser: 'chrome',
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
  throw new Error(`--engines: ${engine} is not firefox, chromium or webkit`);
}

/** Scrolls the page to its end, half a window at a time. */
const SCROLL_THROUGH = `(async () => {
  for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo(0, y);
    await new Promise((done) => setTimeout(done, 100));
  }
})().then(() => null)`;

/**
 * WebKitGTK through the engines suite's driver (WebKitWebDriver and MiniBrowser under Xvfb,
 * decision 0210): its window is 1280 × 800 at a pixel ratio of 1, which the driver cannot change,
 * and it reports no network activity, so each pass waits a fixed time.
 */
async function webkitRow(log: string, origin: string): Promise<string[]> {
  const webkit = await launchWebKit();
  const cells: string[] = [];
  try {
    for (const path of PAGES) {
      const tab = await webkit.newTab();
      try {
        const from = logSize(log);
        await tab.goto(`${origin}${path}`);
        for (let pass = 0; pass < 2; pass++) {
          await new Promise((done) => setTimeout(done, 3000));
          await tab.evaluate<null>(SCROLL_THROUGH);
        }
        await new Promise((done) => setTimeout(done, 3000));
        cells.push(cell(await logLinesSince<LogLine>(log, from)));
      } finally {
        await tab.close();
      }
    }
  } finally {
    await webkit.close();
  }
  return cells;
}

/** A visit's `/media/` answers as a table cell: kB (pictures). */
function cell(lines: LogLine[]): string {
  const pictures = lines.filter((line) => line.uri.startsWith('/media/'));
  const bytes = pictures.reduce((sum, line) => sum + line.bytes_sent, 0);
  return `${(bytes / 1000).toFixed(1)} (${pictures.length})`;
}

/** One first visit: the `/media/` bytes nginx sent for it, and how many pictures. */
async function visit(
  browser: Browser,
  url: string,
  screen: (typeof SCREENS)[number],
  log: string,
): Promise<string> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    const from = logSize(log);
    await page.goto(url, { waitUntil: 'load' });
    // The list a page fetches after its start (an unprerendered build) is there before the scroll,
    // and a part mounted by the first scroll gets its pictures by the second.
    for (let pass = 0; pass < 2; pass++) {
      await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
      await page.evaluate(SCROLL_THROUGH);
    }
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
    return cell(await logLinesSince<LogLine>(log, from));
  } finally {
    await context.close();
  }
}

const logDir = mkdtempSync(join(tmpdir(), 'picture-bytes-'));
const log = join(logDir, 'access.log');
const mock = await createMockServer({
  port: await freePort(HOST),
  host: HOST,
  quiet: true,
  scenario: values.scenario,
  pictures: values.pictures === 'drawn' ? 'drawn' : 'set',
});
const nginx = await startNginx(
  optionsFromEnv({
    ...process.env,
    HOST,
    PORT: String(await freePort(HOST)),
    DIST_DIR: resolve(values.dist),
    API_ORIGIN: mock.url,
    ACCESS_LOG: log,
    VITE_CAPTCHA: 'offline',
  }),
  { output: 'collect' },
);
try {
  console.log(`${values.dist}: kB of API pictures in a first visit (pictures), scrolled to the end`);
  for (const engine of values.engines.split(',').map((name) => name.trim())) {
    console.log(`\n${engine}\n| screen | ${PAGES.join(' | ')} |\n|---|${PAGES.map(() => '---:').join('|')}|`);
    if (engine === 'webkit') {
      console.log(`| window 1280 × 800 × 1 | ${(await webkitRow(log, nginx.url)).join(' | ')} |`);
      continue;
    }
    const browser = await launch(engine);
    try {
      for (const screen of SCREENS) {
        const cells: string[] = [];
        for (const path of PAGES) cells.push(await visit(browser, `${nginx.url}${path}`, screen, log));
        console.log(`| ${screen.name} | ${cells.join(' | ')} |`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await nginx.stop();
  await mock.close();
  rmSync(logDir, { recursive: true, force: true });
}
