/**
 * docs/deploying.md's systemd units, read from the page: systemd's own `systemd-analyze verify`
 * accepts them without a warning (it ignores an unknown key or a wrong value with a warning only),
 * and they run the real commands, in the checkout the page installs, with the page's env file; the
 * prerender's timer ticks no less often than the build's VITE_PRERENDER_MAX_AGE and its service
 * outlives the run's own limit; the picture resizer's unit (beside Debian's nginx) starts before nginx,
 * its command starts and stops on SIGTERM, and it listens on the socket the rendered configuration
 * (`npm run check:debian`) sends pictures to.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { RENDERED_RESIZER_SOCKET, RENDERED_SOURCE_SOCKET } from '../../scripts/media-resizer/serve-hook';
import { checkDebian } from '../../scripts/serve/check-debian';
import { documentedFile, documentedFiles, DOCUMENTED_ENV_FILE } from '../../scripts/serve/deployingDoc';

const root = resolve(import.meta.dirname, '../..');
const SERVER = '/etc/systemd/system/migration-site.service';
const PRERENDER = '/etc/systemd/system/migration-site-prerender.service';
const TIMER = '/etc/systemd/system/migration-site-prerender.timer';
const RESIZER = '/etc/systemd/system/migration-site-media-resizer.service';
const UNITS = [SERVER, PRERENDER, TIMER, RESIZER];
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** A unit's `Key=value` lines by section (a key may repeat: Environment=). */
function unit(text: string): Map<string, [string, string][]> {
  const sections = new Map<string, [string, string][]>();
  let section = '';
  for (const line of text.split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) sections.set((section = header[1]!), []);
    else if (/^\w+=/.test(line)) {
      const at = line.indexOf('=');
      sections.get(section)!.push([line.slice(0, at), line.slice(at + 1)]);
    }
  }
  return sections;
}

const values = (text: string, section: string, key: string) =>
  (unit(text).get(section) ?? []).filter(([name]) => name === key).map(([, value]) => value);

/** systemd's time span in seconds (`5min`, `35min`, `30s`, `1h`). */
function seconds(span: string): number {
  const units: Record<string, number> = { s: 1, sec: 1, min: 60, m: 60, h: 3600 };
  const match = /^(\d+)\s*(s|sec|min|m|h)$/.exec(span.trim());
  if (!match) throw new Error(`not a time span this test reads: ${span}`);
  return Number(match[1]) * units[match[2]!]!;
}

/** The npm script an ExecStart line runs and the arguments after `--`. */
function npmScript(command: string): { script: string; args: string[] } {
  const words = command.split(/\s+/);
  expect(words[0]).toBe('/usr/bin/npm');
  expect(words[1]).toBe('run');
  const rest = words.slice(2).filter((word) => word !== '--silent');
  const dash = rest.indexOf('--');
  return { script: rest[0]!, args: dash === -1 ? [] : rest.slice(dash + 1) };
}

const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const work = mkdtempSync(join(tmpdir(), 'systemd-units-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("docs/deploying.md's systemd units", () => {
  it("are given in full: the server, the prerender and its timer, the resizer beside Debian's nginx", () => {
    const units = [...documentedFiles().keys()].filter((path) => path.startsWith('/etc/systemd/'));
    expect(units.sort()).toEqual([...UNITS].sort());
  });

  it('pass systemd-analyze verify without a warning', () => {
    expect(existsSync(SYSTEMD_ANALYZE), 'apt-get install -y systemd').toBe(true);
    const files = UNITS.map((path) => {
      const file = join(work, basename(path));
      writeFileSync(file, documentedFile(path));
      return file;
    });
    const verify = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', ...files], { encoding: 'utf8' });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
  });

  it("run the real commands in the page's checkout, with the page's env file", () => {
    const checkout = /^cd (\/\S+) && npm ci$/m.exec(
      readFileSync(join(root, 'docs/deploying.md'), 'utf8'),
    )?.[1];
    expect(checkout).toBe('/opt/migration-site');
    for (const path of [SERVER, PRERENDER]) {
      const text = documentedFile(path);
      expect(values(text, 'Service', 'WorkingDirectory')).toEqual([checkout]);
      expect(values(text, 'Service', 'Environment')).toContain(`SITE_ENV_FILE=${DOCUMENTED_ENV_FILE}`);
      for (const command of [
        ...values(text, 'Service', 'ExecStartPre'),
        ...values(text, 'Service', 'ExecStart'),
      ]) {
        const { script } = npmScript(command);
        expect(scripts[script], `${path}: npm run ${script}`).toBeDefined();
      }
    }
    expect(values(documentedFile(SERVER), 'Service', 'ExecStart').map((c) => npmScript(c))).toEqual([
      { script: 'serve', args: [] },
    ]);
    expect(values(documentedFile(SERVER), 'Service', 'ExecStartPre').map((c) => npmScript(c))).toEqual([
      { script: 'serve', args: ['--check'] },
    ]);
    expect(values(documentedFile(PRERENDER), 'Service', 'ExecStart').map((c) => npmScript(c))).toEqual([
      { script: 'prerender', args: [] },
    ]);
  });

  it("the prerender fails on blocked pictures, and ticks within the build's freshness age", () => {
    const service = documentedFile(PRERENDER);
    expect(values(service, 'Service', 'Environment')).toContain('PRERENDER_STRICT_MEDIA=1');
    expect(values(service, 'Service', 'Type')).toEqual(['oneshot']);
    // Longer than the run's own limit (PRERENDER_TIMEOUT_S's default in scripts/prerender.ts).
    const limit = /PRERENDER_TIMEOUT_S \|\| (\d+)/.exec(
      readFileSync(join(root, 'scripts/prerender.ts'), 'utf8'),
    );
    expect(limit).not.toBeNull();
    expect(seconds(values(service, 'Service', 'TimeoutStartSec')[0]!)).toBeGreaterThan(Number(limit![1]));
    const env = parseEnv(documentedFile(DOCUMENTED_ENV_FILE));
    const maxAge = Number(env.VITE_PRERENDER_MAX_AGE ?? 300);
    const interval = seconds(values(documentedFile(TIMER), 'Timer', 'OnUnitActiveSec')[0]!);
    expect(interval).toBeLessThanOrEqual(maxAge);
  });

  describe("the picture resizer's unit (Debian's nginx with the rendered configuration)", () => {
    const text = documentedFile(RESIZER);

    it('runs npm run media-resizer in the checkout, before nginx, and starts with nginx', () => {
      expect(values(text, 'Service', 'WorkingDirectory')).toEqual(['/opt/migration-site']);
      expect(values(text, 'Service', 'ExecStart').map((c) => npmScript(c))).toEqual([
        { script: 'media-resizer', args: [] },
      ]);
      expect(scripts['media-resizer']).toBeDefined();
      expect(values(text, 'Unit', 'Before').join(' ').split(/\s+/)).toContain('nginx.service');
      expect(values(text, 'Install', 'WantedBy').join(' ').split(/\s+/)).toContain('nginx.service');
      expect(values(text, 'Service', 'Restart')).toEqual(['on-failure']);
    });

    it("listens where the rendered configuration sends the pictures, and fetches the originals from nginx's socket", () => {
      // The unit sets no socket of its own: the resizer's defaults are what --render writes.
      const environment = values(text, 'Service', 'Environment').join(' ');
      expect(environment).not.toMatch(/MEDIA_RESIZER_SOCKET|MEDIA_SOURCE_SOCKET/);
      const { output, rendered } = checkDebian();
      expect(output).toContain('test is successful');
      const conf = Object.values(rendered).join('\n');
      expect(conf).toContain(`proxy_pass http://unix:${RENDERED_RESIZER_SOCKET}`);
      expect(conf).toContain(`listen unix:${RENDERED_SOURCE_SOCKET}`);
    });

    it("the unit's command starts, says where it listens, and stops on SIGTERM (systemd's stop)", async () => {
      // Its own socket here: the machine's /run is not this test's to take.
      const socket = join(work, 'resizer.sock');
      const child = spawn('npm', ['run', '--silent', 'media-resizer'], {
        cwd: root,
        env: { PATH: process.env.PATH, MEDIA_RESIZER_SOCKET: socket },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
        child.on('exit', (code, signal) => done({ code, signal })),
      );
      const deadline = Date.now() + 60_000;
      while (!output.includes(`listens on ${socket}`) && child.exitCode === null && Date.now() < deadline)
        await new Promise((wait) => setTimeout(wait, 100));
      expect(output).toContain(`listens on ${socket}`);
      expect(existsSync(socket)).toBe(true);
      child.kill('SIGTERM');
      // npm ends as its script did: killed by the signal if the resizer did not handle it (it did
      // not, 4 times in 30 under load, while it said it listened before its handlers were in place).
      expect(await exited, output).toEqual({ code: 0, signal: null });
      expect(output).toContain('SIGTERM: stopping');
    }, 90_000);
  });
});
