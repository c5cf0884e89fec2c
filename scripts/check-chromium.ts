/**
 * The system packages the tests need, checked first by `npm test` (scripts/test-all.ts) and by
 * `npm run test:e2e`: Debian's Chromium (the engine journeys and benchmarks drive it; a browser is never
 * downloaded) and its headless shell (the end-to-end tests drive it, scripts/chromium.ts),
 * nginx and its brotli and image-filter modules (the production path: `npm run serve`, the serving and browser tests),
 * and the two other engines of the engine journeys (tests/engines, decision 0210): Firefox ESR, and
 * WebKitGTK's WebDriver with its MiniBrowser, which needs a display: Xvfb through `xvfb-run`, and
 * xauth, which `xvfb-run` calls (a recommendation of xvfb's that `--no-install-recommends` leaves out).
 * What is missing is installed from Debian's packages when this runs as root with apt-get (CI, a
 * fresh container); otherwise the run stops at once and prints the one command to run. Never a
 * silent skip.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_PATH, E2E_CHROMIUM_PATH } from './chromium';
import { FIREFOX_PATH, MINIBROWSER, WEBKIT_DRIVER } from './engines';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const IMAGE_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_image_filter_module.so';

export interface Probe {
  chromium: boolean;
  /** The end-to-end tests' browser (chromium-headless-shell unless CHROMIUM_PATH names one). */
  headlessShell: boolean;
  nginx: boolean;
  brotli: boolean;
  imageFilter: boolean;
  firefox: boolean;
  /** WebKitWebDriver and MiniBrowser, both of webkit2gtk-driver. */
  webkit: boolean;
  xvfb: boolean;
  xauth: boolean;
}

/** The Debian packages that give what the probe did not find. */
export function missingPackages(found: Probe): string[] {
  return [
    ...(found.chromium ? [] : ['chromium']),
    ...(found.headlessShell ? [] : ['chromium-headless-shell']),
    ...(found.nginx ? [] : ['nginx']),
    ...(found.brotli ? [] : ['libnginx-mod-http-brotli-static']),
    ...(found.imageFilter ? [] : ['libnginx-mod-http-image-filter']),
    ...(found.firefox ? [] : ['firefox-esr']),
    ...(found.webkit ? [] : ['webkit2gtk-driver']),
    ...(found.xvfb ? [] : ['xvfb']),
    ...(found.xauth ? [] : ['xauth']),
  ];
}

/** The command that installs them: as root, or through sudo for anyone else. */
export function installCommand(packages: readonly string[], root: boolean): string {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPathNamed(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;
}

function probe(): Probe {
  return {
    chromium: executable(CHROMIUM_PATH),
    headlessShell: executable(E2E_CHROMIUM_PATH),
    nginx: onPathNamed('nginx') || executable('/usr/sbin/nginx'),
    brotli: existsSync(BROTLI_MODULE),
    imageFilter: existsSync(IMAGE_FILTER_MODULE),
    firefox: executable(FIREFOX_PATH),
    webkit: executable(WEBKIT_DRIVER) && executable(MINIBROWSER),
    xvfb: onPathNamed('xvfb-run'),
    xauth: onPathNamed('xauth'),
  };
}

function main(): void {
  // A browser named by CHROMIUM_PATH is the visitor's own choice: no package would put it there.
  if (process.env.CHROMIUM_PATH && !executable(CHROMIUM_PATH)) {
    console.error(`\n✖ no executable browser at CHROMIUM_PATH=${CHROMIUM_PATH}\n`);
    process.exit(1);
  }
  let missing = missingPackages(probe());
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (missing.length && root && apt) {
    console.log(`Installing from Debian's packages: ${missing.join(', ')}`);
    const run = (args: string[]) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (run(['update']).status === 0) run(['install', '-y', '--no-install-recommends', ...missing]);
    missing = missingPackages(probe());
  }
  if (missing.length) {
    console.error(`\n✖ missing: ${missing.join(', ')}. Install with:\n`);
    console.error(`    ${installCommand(missing, root)}\n`);
    console.error('or point CHROMIUM_PATH at an existing Chromium/Chrome binary.\n');
    process.exit(1);
  }
  const versions = [...new Set([CHROMIUM_PATH, E2E_CHROMIUM_PATH])].map((path) => {
    const version = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
    // Debian's wrapper script prints a harmless "unexpected operator" line on stderr; only the exit code counts.
    if (version.status !== 0) {
      console.error(`\n✖ ${path} --version failed: ${version.stderr || version.error?.message || ''}\n`);
      process.exit(1);
    }
    return `${version.stdout.trim()} (${path})`;
  });
  console.log(
    `✔ ${versions.join(', ')}, nginx with its brotli and image-filter modules, ` +
      `Firefox ESR (${FIREFOX_PATH}), WebKitWebDriver with MiniBrowser, xvfb-run and xauth`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
