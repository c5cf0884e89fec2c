/**
 * Field measurements of real visits (docs/decisions/0180, 0181): the variables RUM_SAMPLE and
 * RUM_LOG, and what they fill in deploy/nginx/rum*.conf.template and html-headers.conf.template.
 */
import { join } from 'node:path';
import { LANG_ALTERNATIVES } from '../../src/api/langs';
import { ConfigError } from '../../src/shared/configRules';
import { RUM_FIELDS, RUM_KEYS_PATTERN } from '../../src/features/rum/beacon';
import { pageList } from '../../src/app/pages';

export interface RumOptions {
  /** The share of page loads that measure and send a beacon, 0..1; 0: no script, `/rum` answers 404. */
  rumSample: number;
  /** Where each beacon is written as a JSON line; null: rum.log in the runtime directory. */
  rumLog: string | null;
}

export function rumOptionsFromEnv(env: NodeJS.ProcessEnv): RumOptions {
  const raw = (env.RUM_SAMPLE ?? '').trim() || '0';
  // A plain decimal: nginx writes it into a header as it is, and the page reads it back.
  if (!/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/.test(raw))
    throw new ConfigError(`RUM_SAMPLE must be a share between 0 and 1 like 0.1 (0: off), got "${raw}".`);
  const log = (env.RUM_LOG ?? '').trim();
  if (log && !/^\/[^\s;'"{}]+$/.test(log))
    throw new ConfigError(`RUM_LOG must be an absolute path, got "${log}".`);
  return { rumSample: Number(raw), rumLog: log || null };
}

/** The longest beacon address nginx takes (`/rum?…`): every field at its longest fits. */
export const RUM_MAX_URI = 1024;

/**
 * The one shape a beacon may have, as a regular expression over its query string: the declared
 * keys in their order, each once, each value from its own small alphabet and length. The page ids
 * come from the page table (plus `other`, an address no page answers), the languages from their list.
 */
export function rumArgsPattern(): string {
  const ids = [...pageList.map((page) => page.id), 'other'].join('|');
  return `^${RUM_KEYS_PATTERN.replace('{{PAGE_IDS}}', ids).replace('{{LANGS}}', LANG_ALTERNATIVES)}$`;
}

/** The JSON line of a beacon: the hour, then each declared field as the beacon sent it. */
function logFormat(): string {
  const fields = RUM_FIELDS.map((name) => `"${name}":"$arg_${name}"`).join(',');
  return `'{"hour":"$rum_hour",${fields}}'`;
}

export function rumTemplateValues(o: RumOptions, runtimeDir: string): Record<string, string> {
  const pattern = rumArgsPattern();
  // Inside nginx's double-quoted string: a backslash or a quote would end or change it.
  if (/["\\]/.test(pattern)) throw new Error(`The beacon pattern holds a quote or backslash: ${pattern}`);
  return {
    RUM_ARGS_PATTERN: pattern,
    RUM_LOG_FORMAT: logFormat(),
    RUM_LOG: o.rumLog ?? join(runtimeDir, 'rum.log'),
    RUM_TOO_LONG_PATTERN: `^.{${RUM_MAX_URI + 1}}`,
    RUM_OFF: o.rumSample > 0 ? '# On: RUM_SAMPLE is above 0.' : 'return 404; # Off: RUM_SAMPLE=0.',
    // Read by the page from its navigation entry (src/features/rum/sample.ts), so the operator
    // changes it without a rebuild; absent when off, and the page loads nothing.
    RUM_SAMPLE_HEADER:
      o.rumSample > 0
        ? `add_header Server-Timing "rum;desc=${o.rumSample}" always;`
        : '# No Server-Timing `rum`: field measurements are off (RUM_SAMPLE=0).',
  };
}
