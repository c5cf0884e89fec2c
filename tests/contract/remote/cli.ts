/**
 * `npm run test:contract`: without `--api`, the contract test files against the mock they start
 * (Vitest's contract project; any other arguments go to Vitest). With `--api URL` (or CONTRACT_API),
 * the read-only checks of checks.ts against that API, a table of every disagreement, and exit code
 * 1 if there is one. `--with-posts` (or CONTRACT_WITH_POSTS=1) adds the POSTs the backend refuses.
 *
 *   npm run test:contract -- --api https://staging.example/api/v1
 *   CONTRACT_API=http://127.0.0.1:3001/api/v1 npm run test:contract -- --with-posts
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatTable, runChecks } from './checks';

export interface CliArgs {
  api: string | null;
  withPosts: boolean;
  rest: string[];
}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv): CliArgs {
  const out: CliArgs = {
    api: env.CONTRACT_API || null,
    withPosts: env.CONTRACT_WITH_POSTS === '1',
    rest: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--api') out.api = argv[++i] ?? null;
    else if (arg.startsWith('--api=')) out.api = arg.slice('--api='.length);
    else if (arg === '--with-posts') out.withPosts = true;
    else out.rest.push(arg);
  }
  return out;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const args = parseArgs(argv, env);
  if (!args.api) {
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'contract', ...args.rest], {
      stdio: 'inherit',
    });
    return run.status ?? 1;
  }
  if (!/^https?:\/\//.test(args.api)) {
    console.error(
      `--api needs the API root as an http(s) URL, e.g. http://127.0.0.1:3001/api/v1 (got "${args.api}")`,
    );
    return 2;
  }
  const started = performance.now();
  const checker = await runChecks({ api: args.api, withPosts: args.withPosts });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const posts = args.withPosts ? 'with refused POSTs' : 'read-only, no POSTs';
  if (checker.disagreements.length === 0) {
    console.log(
      `${args.api}: ${checker.checked.length} requests (${posts}) agree with the contract (${seconds} s).`,
    );
    return 0;
  }
  console.log(formatTable(checker.disagreements));
  console.log(
    `\n${args.api}: ${checker.disagreements.length} disagreement(s) in ${checker.checked.length} requests (${posts}, ${seconds} s).`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = await main(process.argv.slice(2), process.env);
