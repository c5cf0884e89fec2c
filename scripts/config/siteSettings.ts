/**
 * The settings that the build, the prerender and the server must share (decision 0230), recorded by
 * each and compared at the next one's start.
 *
 * - `npm run build` writes `.site-settings.json` into `dist/` and `dist-ssr/`
 *   (build/vite/siteSettingsRecord.ts): what its bundles were made with.
 * - The prerender compares its own environment with the record of the server bundle it renders
 *   with, refuses to start on a difference, and once it has published records what it used in
 *   `dist/.prerender-settings.json`.
 * - `npm run serve` (and `--render`, `--check`) compares its environment with both records.
 *
 * Both files are dot-files, which nginx never serves (site.conf: `location ~ /\.`); what they hold
 * is public anyway (the bundle and the CSP carry it).
 *
 * Over 300 lines because it is the one place of the rule: the settings with why each must agree,
 * the records, the comparison and the start checks of the prerender and the server, read together.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, MEDIA_ORIGIN_PATTERN, originOf, readSiteConfig } from '../../src/shared/configRules.ts';
import { IMAGE_WIDTHS } from '../../src/shared/imageWidths.ts';
import { applyEnvFile } from './envFile.ts';

/** The build's record, in the client build and in the server bundle's folder. */
export const BUILD_RECORD = '.site-settings.json';
/** The last prerender run's record, in the client build's folder. */
export const PRERENDER_RECORD = '.prerender-settings.json';

export type Command = 'build' | 'prerender' | 'server';

/** A setting's value as recorded and compared; null: not set. */
export type Value = string | null;

export type Settings = Record<SettingId, Value>;

export interface SettingsRecord {
  by: 'build' | 'prerender';
  /** When it was written (ISO 8601). */
  at: string;
  settings: Settings;
}

/**
 * How a command's value is held against the build's:
 * - `always`: a difference, a value missing on either side included, stops the start;
 * - `if-set-here`: only when the command's environment sets it (it reads the build's otherwise).
 */
type Policy = 'always' | 'if-set-here';

interface Definition {
  /** What the operator sets, as messages name it. */
  label: string;
  againstBuild: Policy;
  /** Compared with the last prerender's record too (what the prerendered pages carry). */
  againstPrerender: boolean;
  /** What goes wrong for visitors when it differs. */
  why: string;
  read(env: NodeJS.ProcessEnv): Value;
}

const SITE_ORIGIN_PATTERN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const text = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim();

function mediaOrigins(env: NodeJS.ProcessEnv): Value {
  const items = text(env, 'MEDIA_ORIGINS')
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const item of items) {
    if (!MEDIA_ORIGIN_PATTERN.test(item))
      throw new ConfigError(
        `MEDIA_ORIGINS: "${item}" is not valid (expected e.g. https://media.example.gov.tm).`,
      );
  }
  const origins = [...new Set(items.map((item) => item.toLowerCase()))].sort();
  return origins.length ? origins.join(' ') : null;
}

function siteOrigin(env: NodeJS.ProcessEnv): Value {
  const value = text(env, 'SITE_ORIGIN');
  if (!value) return null;
  if (!SITE_ORIGIN_PATTERN.test(value))
    throw new ConfigError(
      `SITE_ORIGIN must be the public http(s) origin without a path, like https://migration.gov.tm, got "${value}".`,
    );
  return new URL(value).origin;
}

/** The weather widget's third-party origins, which the CSP must allow; null: none (off, or the site's own). */
function weatherOrigins(env: NodeJS.ProcessEnv): Value {
  const site = readSiteConfig(env, { productionBuild: false });
  if (!site.weatherEnabled) return null;
  const origins = [originOf(site.weatherUrl), originOf(site.weatherIconUrl)].filter(
    (origin): origin is string => origin !== null,
  );
  return origins.length ? [...new Set(origins)].join(' ') : null;
}

export const SETTINGS = {
  MEDIA_ORIGINS: {
    label: 'MEDIA_ORIGINS',
    againstBuild: 'always',
    againstPrerender: true,
    why:
      "the build gives those hosts' pictures a resized srcset and the server's CSP allows them and " +
      'resizes them: on one side only, pictures are blocked by the CSP or come at full size',
    read: mediaOrigins,
  },
  SITE_ORIGIN: {
    label: 'SITE_ORIGIN',
    againstBuild: 'always',
    againstPrerender: true,
    why:
      "the prerendered pages' canonical, hreflang and sitemap addresses name the prerender's origin, " +
      'the server tells the API and the CSP reports its own; the bundles do not use it, but the three ' +
      'commands read one env file, so a build without it or with another was made from another configuration',
    read: siteOrigin,
  },
  captcha: {
    label: 'captcha (VITE_RECAPTCHA_SITE_KEY / VITE_CAPTCHA)',
    againstBuild: 'always',
    againstPrerender: true,
    why: "the forms run the build's captcha and the server's CSP allows reCAPTCHA's origins only for reCAPTCHA",
    read: (env) => readSiteConfig(env, { productionBuild: false }).captcha,
  },
  weather: {
    label: 'weather origins (VITE_WEATHER_URL, VITE_WEATHER_ICON_URL, VITE_WEATHER_KEY)',
    againstBuild: 'always',
    againstPrerender: true,
    why: "the widget calls the build's weather service, which the server's CSP must allow",
    read: weatherOrigins,
  },
  pictureWidths: {
    label: 'picture widths (src/shared/imageWidths.ts)',
    againstBuild: 'always',
    againstPrerender: true,
    why:
      "the pages ask for the build's widths and the server resizes to its checkout's: a width it does " +
      'not know comes as the whole original',
    read: () => IMAGE_WIDTHS.join(' '),
  },
  VITE_PRERENDER_MAX_AGE: {
    label: 'VITE_PRERENDER_MAX_AGE',
    againstBuild: 'if-set-here',
    againstPrerender: false,
    why: "the app skips refreshing a page checked within the build's age: the prerender must run at least that often",
    read: (env) =>
      text(env, 'VITE_PRERENDER_MAX_AGE')
        ? String(readSiteConfig(env, { productionBuild: false }).prerenderMaxAgeSeconds)
        : null,
  },
} satisfies Record<string, Definition>;

export type SettingId = keyof typeof SETTINGS;
export const SETTING_IDS = Object.keys(SETTINGS) as SettingId[];

/** The shared settings as `env` gives them (a wrong value throws ConfigError naming it). */
export function settingsFromEnv(env: NodeJS.ProcessEnv): Settings {
  return Object.fromEntries(SETTING_IDS.map((id) => [id, SETTINGS[id].read(env)])) as Settings;
}

/** The build's values: VITE_PRERENDER_MAX_AGE is recorded with its default when unset. */
export function buildSettings(env: NodeJS.ProcessEnv): Settings {
  const settings = settingsFromEnv(env);
  return {
    ...settings,
    VITE_PRERENDER_MAX_AGE: String(readSiteConfig(env, { productionBuild: false }).prerenderMaxAgeSeconds),
  };
}

/** Writes a record atomically (a reader never sees half of one). */
export function writeRecord(file: string, record: SettingsRecord): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temporary, file);
}

/** A record, or null when the file is missing; a file that is not one throws ConfigError. */
export function readRecord(file: string): SettingsRecord | null {
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError(`${file} is not a settings record (not JSON): build again.`);
  }
  const record = parsed as Partial<SettingsRecord>;
  const settings = record.settings as Record<string, unknown> | undefined;
  if (
    (record.by !== 'build' && record.by !== 'prerender') ||
    typeof settings !== 'object' ||
    settings === null ||
    !SETTING_IDS.every((id) => settings[id] === null || typeof settings[id] === 'string')
  )
    throw new ConfigError(`${file} is not a settings record of this version: build again.`);
  return record as SettingsRecord;
}

export interface Mismatch {
  id: SettingId;
  /** One line that names the setting, both sides and both values. */
  message: string;
}

const shown = (value: Value) => (value === null ? 'not set' : `"${value}"`);

/**
 * Where `ours` (the `command`'s settings) disagrees with `record`, in the order of SETTINGS.
 * `file` names the record in the messages.
 */
export function compareSettings(
  command: Command,
  ours: Settings,
  ourSet: ReadonlySet<SettingId>,
  record: SettingsRecord,
  file: string,
): Mismatch[] {
  const theirs = record.by === 'build' ? 'the build' : 'the last prerender';
  const mismatches: Mismatch[] = [];
  for (const id of SETTING_IDS) {
    const definition: Definition = SETTINGS[id];
    const recorded = record.settings[id];
    const own = ours[id];
    if (record.by === 'prerender' && !definition.againstPrerender) continue;
    if (record.by === 'build' && definition.againstBuild === 'if-set-here' && !ourSet.has(id)) continue;
    if (recorded === own) continue;
    mismatches.push({
      id,
      message:
        `${definition.label}: ${theirs} has ${shown(recorded)} (${file}), the ${command} has ${shown(own)}. ` +
        `It must be the same: ${definition.why}.`,
    });
  }
  return mismatches;
}

/** Which shared settings `env` sets itself (for `if-set-here`). */
export function settingsSetIn(env: NodeJS.ProcessEnv): Set<SettingId> {
  return new Set(SETTING_IDS.filter((id) => id !== 'VITE_PRERENDER_MAX_AGE' || text(env, id) !== ''));
}

/** What to do about a difference, after the list of them. */
export const FIX_HINT =
  'Set each value once, in the env file that the build, the prerender and the server read (SITE_ENV_FILE, ' +
  'docs/deploying.md), and build again if the build is the one that is wrong. `npm run serve -- --check` ' +
  'shows every value and where it came from.';

export interface RecordComparison {
  /** The records found (null: that file is missing). */
  build: SettingsRecord | null;
  prerender: SettingsRecord | null;
  buildFile: string;
  prerenderFile: string;
  mismatches: Mismatch[];
}

/** The server's settings against the build in `distDir` and its last prerender. */
export function compareServer(env: NodeJS.ProcessEnv, distDir: string): RecordComparison {
  const ours = settingsFromEnv(env);
  const set = settingsSetIn(env);
  const buildFile = join(distDir, BUILD_RECORD);
  const prerenderFile = join(distDir, PRERENDER_RECORD);
  const build = readRecord(buildFile);
  const prerender = readRecord(prerenderFile);
  const mismatches = [
    ...(build ? compareSettings('server', ours, set, build, buildFile) : []),
    ...(prerender ? compareSettings('server', ours, set, prerender, prerenderFile) : []),
  ];
  return { build, prerender, buildFile, prerenderFile, mismatches };
}

/**
 * The server's start: its settings against the records of the build it serves. Throws ConfigError
 * listing every difference, or a missing build record (a build of an older checkout, or not made by
 * `npm run build`).
 */
export function assertServerSettings(env: NodeJS.ProcessEnv, distDir: string): RecordComparison {
  const comparison = compareServer(env, distDir);
  if (!comparison.build)
    throw new ConfigError(
      `${comparison.buildFile} is missing: the build's record of its settings, which the server compares ` +
        "with its own. Build with this checkout's `npm run build` (or `npm run deploy:dist`).",
    );
  if (comparison.mismatches.length)
    throw new ConfigError(
      `the server's settings differ from what it serves:\n${comparison.mismatches.map((m) => `  - ${m.message}`).join('\n')}\n${FIX_HINT}`,
    );
  return comparison;
}

/**
 * The prerender's start (scripts/prerender.ts, decision 0230): its settings against the record of
 * the server bundle it renders with; Returns the
 * message to stop with, or null.
 */
export function checkPrerenderSettings(env: NodeJS.ProcessEnv, ssrDir: string): string | null {
  let ours: Settings;
  let record: SettingsRecord | null;
  const buildFile = join(ssrDir, BUILD_RECORD);
  try {
    ours = settingsFromEnv(env);
    record = readRecord(buildFile);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  if (!record)
    return (
      `${buildFile} is missing: the build's record of its settings, which the prerender compares with its ` +
      "own. Build with this checkout's `npm run build` (or `npm run deploy:dist`)."
    );
  const mismatches = compareSettings('prerender', ours, settingsSetIn(env), record, buildFile);
  if (mismatches.length)
    return `the prerender's settings differ from the build's:\n${mismatches.map((m) => `  - ${m.message}`).join('\n')}\n${FIX_HINT}`;
  return null;
}

/**
 * Records the settings a prerender run published with, in `dist/.prerender-settings.json` (the
 * server compares its own with them). Called once the run has got past its checks and the API, so a
 * run that wrote nothing leaves the record of the run before it.
 */
export function recordPrerenderSettings(env: NodeJS.ProcessEnv = process.env): void {
  const distDir = resolve(env.DIST_DIR || 'dist');
  if (!existsSync(distDir)) return;
  writeRecord(join(distDir, PRERENDER_RECORD), {
    by: 'prerender',
    at: new Date().toISOString(),
    settings: settingsFromEnv(env),
  });
}

/**
 * The few lines at the top of the prerender's main: the env file, then checkPrerenderSettings with
 * the folders the prerender reads (DIST_DIR, SSR_DIR, as scripts/prerender.ts resolves them).
 */
export function startPrerender(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    applyEnvFile(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  const distDir = resolve(env.DIST_DIR || 'dist');
  return checkPrerenderSettings(env, resolve(env.SSR_DIR || `${distDir}-ssr`));
}
