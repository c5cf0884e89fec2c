/**
 * Scenarios: JSON files in fixtures/scenarios/ that force answers by method and path pattern.
 * The format is in mock-api/README.md ("Scenarios"). The directory is re-read whenever the list or the active
 * scenario is asked for, so a new file works without a restart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Faults, faultsProblem } from './faults';
import { openApiDocument } from './openapi/document';

export interface ScenarioRule extends Faults {
  /** 'GET', 'POST', ['GET','HEAD'] or '*' (default: any). */
  method?: string | string[];
  /** Glob over the request path: `*` = one path segment's characters, `**` = anything. */
  path: string;
  /** Query parameters that must be present with these values. */
  query?: Record<string, string>;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long first; a rule with only a delay lets the request through afterwards. */
  delayMs?: number;
  /** Close the connection without an answer (the browser sees a network error). */
  drop?: boolean;
  /** Answer with a body that is not valid JSON. */
  malformed?: boolean;
  // From Faults (mock-api/faults.ts): `fault` ('reset' | 'empty' | 'dribble'), `dribble`
  // ({durationMs, chunks}) and `delayDistribution` (fixed, uniform or lognormal), as WireMock names them.
  /** Apply to this many matching requests, then stop (absent or null: for ever). */
  times?: number | null;
}

export interface Scenario {
  name: string;
  description?: string;
  rules: ScenarioRule[];
  /**
   * `true`: after its own rules, every GET call that answers a list (or a page of one) answers it
   * empty. The calls are read from the published document (mock-api/openapi), so a new list is
   * covered without an edit to the file.
   */
  emptyEveryList?: boolean;
}

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

/**
 * The rules of `emptyEveryList`, one per GET operation of the document whose success is a list
 * (`type: array`) or a page of one (a component with `results`); `{param}` becomes `*`.
 */
let emptyListRulesMemo: ScenarioRule[] | null = null;
export function emptyListRules(): ScenarioRule[] {
  // The document is fixed for the life of the process (it is built from the code and the fixtures).
  emptyListRulesMemo ??= buildEmptyListRules();
  return emptyListRulesMemo;
}

function buildEmptyListRules(): ScenarioRule[] {
  type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
  type Schema = { type?: unknown; $ref?: string; properties?: Record<string, unknown> };
  const doc = openApiDocument() as {
    paths: Record<string, { get?: Operation }>;
    components: { schemas: Record<string, Schema> };
  };
  const rules: ScenarioRule[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const schema = item.get?.responses?.['200']?.content?.['application/json']?.schema;
    if (!schema) continue;
    const component = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : undefined;
    const body =
      schema.type === 'array'
        ? []
        : component?.properties && 'results' in component.properties
          ? EMPTY_PAGE
          : null;
    if (body === null) continue;
    rules.push({ method: 'GET', path: `/api/v1${path.replace(/\{\w+\}/g, '*')}`, status: 200, body });
  }
  return rules;
}

export interface CompiledRule extends ScenarioRule {
  index: number;
  re: RegExp;
  methods: string[] | null;
}

export interface CompiledScenario {
  name: string;
  description: string;
  rules: CompiledRule[];
}

export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i++;
      } else {
        re += '[^/]*';
      }
    } else {
      re += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${re}$`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Throws with a readable message when the file does not have the documented shape. */
export function compileScenario(raw: unknown, fallbackName: string): CompiledScenario {
  if (!isRecord(raw)) throw new Error('a scenario must be a JSON object');
  const name = typeof raw.name === 'string' && raw.name ? raw.name : fallbackName;
  if (!Array.isArray(raw.rules)) throw new Error(`scenario ${name}: "rules" must be an array`);
  if (raw.emptyEveryList !== undefined && typeof raw.emptyEveryList !== 'boolean')
    throw new Error(`scenario ${name}: "emptyEveryList" must be true or false`);
  const own: unknown[] = raw.rules;
  const rules = [...own, ...(raw.emptyEveryList ? emptyListRules() : [])].map(
    (rule: unknown, index): CompiledRule => {
      if (!isRecord(rule) || typeof rule.path !== 'string')
        throw new Error(`scenario ${name}: rule ${index} needs a "path"`);
      const r = rule as unknown as ScenarioRule;
      if (r.status !== undefined && (!Number.isInteger(r.status) || r.status < 100 || r.status > 599))
        throw new Error(`scenario ${name}: rule ${index} has an invalid status`);
      if (r.times !== undefined && r.times !== null && (!Number.isInteger(r.times) || r.times < 1))
        throw new Error(`scenario ${name}: rule ${index}: "times" must be a positive integer or null`);
      const faultProblem = faultsProblem(r);
      if (faultProblem) throw new Error(`scenario ${name}: rule ${index}: ${faultProblem}`);
      const methods =
        r.method === undefined || r.method === '*'
          ? null
          : (Array.isArray(r.method) ? r.method : [r.method]).map((m) => m.toUpperCase());
      return { ...r, index, re: globToRegExp(r.path), methods };
    },
  );
  return { name, description: typeof raw.description === 'string' ? raw.description : '', rules };
}

export class ScenarioRegistry {
  private readonly counters = new Map<string, number>();
  private cache: { at: number; scenarios: Map<string, CompiledScenario> } | null = null;
  constructor(
    private readonly dir: string,
    private readonly warn: (message: string) => void,
  ) {}

  /** Every valid scenario in the directory, by name; re-read at most once a second unless forced. */
  load(force = false): Map<string, CompiledScenario> {
    if (!force && this.cache && Date.now() - this.cache.at < 1000) return this.cache.scenarios;
    const scenarios = this.read();
    this.cache = { at: Date.now(), scenarios };
    return scenarios;
  }

  private read(): Map<string, CompiledScenario> {
    const out = new Map<string, CompiledScenario>();
    let files: string[];
    try {
      files = readdirSync(this.dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      return out;
    }
    for (const file of files) {
      try {
        const scenario = compileScenario(
          JSON.parse(readFileSync(join(this.dir, file), 'utf8')),
          basename(file, '.json'),
        );
        out.set(scenario.name, scenario);
      } catch (error) {
        this.warn(
          `[mock] skipped scenario file ${file}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return out;
  }

  get(name: string, force = false): CompiledScenario | undefined {
    return this.load(force).get(name);
  }

  names(force = false): string[] {
    return [...this.load(force).keys()];
  }

  resetCounters(): void {
    this.counters.clear();
  }

  /** The first rule of the scenario that matches and has uses left; counts the use. */
  match(
    scenario: CompiledScenario,
    method: string,
    path: string,
    query: Record<string, unknown>,
  ): CompiledRule | null {
    for (const rule of scenario.rules) {
      if (rule.methods && !rule.methods.includes(method)) continue;
      if (!rule.re.test(path)) continue;
      if (rule.query && !Object.entries(rule.query).every(([k, v]) => query[k] === v)) continue;
      const key = `${scenario.name}#${rule.index}`;
      const used = this.counters.get(key) ?? 0;
      if (rule.times !== undefined && rule.times !== null && used >= rule.times) continue;
      this.counters.set(key, used + 1);
      return rule;
    }
    return null;
  }
}
