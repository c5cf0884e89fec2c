/**
 * `npm run serve -- --check`: the effective configuration of a deployment, each value with where it
 * came from (the environment, the env file, the build's record, the default), and what is wrong
 * with it: an invalid value, a build missing or without its record, a setting that differs from
 * the build's or the last prerender's (decision 0230). Starts nothing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../src/shared/configRules';
import { ENV_FILE_VARIABLE, sourceOf, type EnvFile } from '../config/envFile';
import {
  compareServer,
  SETTING_IDS,
  SETTINGS,
  settingsFromEnv,
  type RecordComparison,
  type Value,
} from '../config/siteSettings';
import { optionsFromEnv, type ServeOptions } from './options';

/** A value never printed: the weather key is a credential of the operator's account. */
const SECRET = new Set(['VITE_WEATHER_KEY']);

/** `npm run serve`'s variables (scripts/serve.ts lists them) and their effective value. */
const VARIABLES: [name: string, effective: (o: ServeOptions) => string][] = [
  ['HOST', (o) => o.host],
  ['PORT', (o) => String(o.port)],
  ['DIST_DIR', (o) => o.distDir],
  ['API_ORIGIN', (o) => o.apiOrigin],
  ['SITE_ORIGIN', (o) => o.siteOrigin ?? '(none: the listen address)'],
  ['MEDIA_ORIGINS', (o) => o.mediaOrigins.join(' ') || '(none)'],
  ['FRAME_ORIGINS', (o) => o.frameOrigins.join(' ') || '(none)'],
  ['HSTS', (o) => (o.hsts ? '1' : '0')],
  ['REAL_IP_FROM', (o) => o.realIpFrom.join(' ') || '(none: the peer is the client)'],
  ['RATE_LIMIT', (o) => o.rateLimit],
  ['RATE_BURST', (o) => String(o.rateBurst)],
  ['READ_RATE_LIMIT', (o) => o.readRateLimit],
  ['READ_RATE_BURST', (o) => String(o.readRateBurst)],
  ['CONN_LIMIT', (o) => String(o.connLimit)],
  ['MAX_BODY_SIZE', (o) => o.maxBodySize],
  ['PROXY_TIMEOUT', (o) => o.proxyTimeout],
  ['PROXY_CONNECT_TIMEOUT', (o) => o.proxyConnectTimeout],
  ['ACCESS_LOG', (o) => o.accessLog],
  ['CSP_REPORT_LOG', (o) => o.cspReportLog ?? '(the runtime directory)'],
  ['RUM_SAMPLE', (o) => String(o.rumSample)],
  ['RUM_LOG', (o) => o.rumLog ?? '(the runtime directory)'],
  ['MEDIA_CACHE_DIR', (o) => o.mediaCacheDir ?? '(the runtime directory)'],
  ['MEDIA_CACHE_SIZE', (o) => o.mediaCacheSize],
  ['MEDIA_RESIZE_MAX', (o) => o.mediaResizeMax],
  ['NGINX_USER', (o) => o.runUser],
  ['WORKER_PROCESSES', (o) => o.workerProcesses],
  ['VITE_CAPTCHA', (o) => (o.recaptcha ? '(reCAPTCHA)' : 'offline')],
  ['VITE_RECAPTCHA_SITE_KEY', (o) => (o.recaptcha ? '(set)' : '(none)')],
  ['VITE_WEATHER_URL', (o) => o.weatherConnectOrigins.join(' ') || '(the site or none)'],
  ['VITE_WEATHER_ICON_URL', (o) => o.weatherImageOrigins.join(' ') || '(the site or none)'],
  ['VITE_WEATHER_KEY', () => ''],
];

export interface CheckReport {
  text: string;
  problems: string[];
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd())
    .join('\n');
}

const shown = (value: Value | undefined) => (value === undefined ? '-' : (value ?? '(not set)'));

/** The report of `--check` for `env` (the env file already applied to it). */
export function checkReport(env: NodeJS.ProcessEnv, file: EnvFile): CheckReport {
  const problems: string[] = [];
  let options: ServeOptions | null = null;
  try {
    options = optionsFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(error.message);
  }
  const lines = [
    file.path
      ? `The env file: ${file.path} (${ENV_FILE_VARIABLE}); the environment overrides ${file.overridden.size ? [...file.overridden].join(', ') : 'none of it'}.`
      : `No env file (${ENV_FILE_VARIABLE} is not set): the values come from the environment and the defaults.`,
    '',
    "npm run serve's variables:",
  ];
  const rows = [['variable', 'value', 'from']];
  for (const [name, effective] of VARIABLES) {
    const source = sourceOf(name, env, file);
    const value = SECRET.has(name)
      ? env[name]
        ? '(set, not shown)'
        : '(none)'
      : options
        ? effective(options)
        : (env[name] ?? '(default)');
    rows.push([name, value, source]);
  }
  lines.push(table(rows), '');

  const distDir = options?.distDir;
  let comparison: RecordComparison | null = null;
  if (distDir && !existsSync(join(distDir, 'index.html'))) {
    problems.push(`${distDir}/index.html is missing: no build at DIST_DIR.`);
  } else if (distDir) {
    try {
      comparison = compareServer(env, distDir);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
    }
  }
  if (comparison) {
    const ours = settingsFromEnv(env);
    const wrong = new Set(comparison.mismatches.map((m) => m.id));
    const describe = (record: RecordComparison['build'], path: string) =>
      record ? `${path} (${record.at})` : `${path}: missing`;
    lines.push(
      'Settings shared with the build and the prerender:',
      `  the build:          ${describe(comparison.build, comparison.buildFile)}`,
      `  the last prerender: ${describe(comparison.prerender, comparison.prerenderFile)}`,
      '',
    );
    const shared = [['setting', 'server', 'build record', 'last prerender', '']];
    for (const id of SETTING_IDS)
      shared.push([
        SETTINGS[id].label,
        shown(ours[id]),
        shown(comparison.build?.settings[id]),
        shown(comparison.prerender?.settings[id]),
        wrong.has(id) ? 'DIFFERS' : 'ok',
      ]);
    lines.push(table(shared), '');
    if (!comparison.build)
      problems.push(
        `${comparison.buildFile} is missing: the build has no record of its settings (build with this checkout).`,
      );
    if (!comparison.prerender)
      lines.push(
        'No prerender has run on this build yet (its pages are the single-page app until one does).',
        '',
      );
    problems.push(...comparison.mismatches.map((m) => m.message));
  }
  lines.push(
    problems.length
      ? `${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ✖ ${p}`).join('\n')}`
      : 'No problem found.',
  );
  return { text: lines.join('\n'), problems };
}
