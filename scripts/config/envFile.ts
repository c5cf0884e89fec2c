/**
 * The deployment's env file (decision 0230): one file of `NAME=value` lines, named by SITE_ENV_FILE,
 * that the build (vite.config.ts), the prerender, `npm run serve` and `npm run deploy:dist` read
 * themselves, so an operator sets each value once and a systemd unit, a timer and a command typed by
 * hand see the same values. The file is parsed by Node's own dotenv reader (`util.parseEnv`, the
 * parser of `node --env-file`); a variable already in the environment wins over the file, so one
 * run can override a value (and `npm run serve -- --check` says it did).
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from '../../src/shared/configRules.ts';

/** The variable that names the env file. */
export const ENV_FILE_VARIABLE = 'SITE_ENV_FILE';

export interface EnvFile {
  /** The file read, or null when SITE_ENV_FILE is not set. */
  path: string | null;
  /** Every variable the file sets, with the file's value. */
  values: Readonly<Record<string, string>>;
  /** The file's variables that were already in the environment, which kept its value. */
  overridden: ReadonlySet<string>;
}

/** Where a value came from, as `--check` reports it. */
export type Source = 'environment' | 'env file' | 'default';

const applied = new WeakMap<object, EnvFile>();

/** Reads SITE_ENV_FILE into `env` (the variables it does not set yet); once per environment object. */
export function applyEnvFile(env: NodeJS.ProcessEnv = process.env): EnvFile {
  const done = applied.get(env);
  if (done) return done;
  const path = (env[ENV_FILE_VARIABLE] ?? '').trim();
  let result: EnvFile = { path: null, values: {}, overridden: new Set() };
  if (path) {
    if (!isAbsolute(path))
      throw new ConfigError(`${ENV_FILE_VARIABLE} must be an absolute path, got "${path}".`);
    if (!existsSync(path)) throw new ConfigError(`${ENV_FILE_VARIABLE}: no file ${path}.`);
    const values = parseEnv(readFileSync(path, 'utf8')) as Record<string, string>;
    const overridden = new Set<string>();
    for (const [name, value] of Object.entries(values)) {
      if (env[name] !== undefined && env[name] !== value) overridden.add(name);
      else env[name] = value;
    }
    result = { path, values, overridden };
  }
  applied.set(env, result);
  return result;
}

/** Where `name`'s value in `env` came from, after applyEnvFile. */
export function sourceOf(name: string, env: NodeJS.ProcessEnv, file: EnvFile): Source {
  if (name in file.values && !file.overridden.has(name)) return 'env file';
  return env[name] !== undefined ? 'environment' : 'default';
}
