/**
 * `tsx scripts/bench/treeMemory.ts -- <command> [args…]`: runs a command and reports its wall time
 * and the peak memory of its whole process tree (every descendant, however many levels down: npm,
 * tsx, Node and its threads, Pagefind), as docs/performance.md measures the prerender. Every 0.5 s
 * it sums VmRSS of the command's process and its descendants from /proc (Linux), and prints the peak
 * with the processes it was made of. The command's own output passes through. TREE_MEMORY_LOG=file
 * also writes every sample there (seconds, total MB, each process), to see which step holds what.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

const SAMPLE_MS = 500;
const LOG = process.env.TREE_MEMORY_LOG;

interface Proc {
  pid: number;
  ppid: number;
  name: string;
  rssKb: number;
}

function processes(): Proc[] {
  const found: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(status)?.[1] ?? '';
      found.push({
        pid: Number(entry),
        ppid: Number(field('PPid')),
        name: field('Name'),
        // A kernel thread or a zombie has no VmRSS.
        rssKb: Number.parseInt(field('VmRSS') || '0', 10),
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

function tree(root: number, all: Proc[]): Proc[] {
  const children = new Map<number, Proc[]>();
  for (const proc of all) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  const out: Proc[] = [];
  const stack = all.filter((proc) => proc.pid === root);
  while (stack.length) {
    const proc = stack.pop()!;
    out.push(proc);
    stack.push(...(children.get(proc.pid) ?? []));
  }
  return out;
}

const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
if (!args.length) {
  console.error('usage: tsx scripts/bench/treeMemory.ts -- <command> [args…]');
  process.exit(2);
}
const started = performance.now();
const child = spawn(args[0]!, args.slice(1), { stdio: 'inherit' });
let peak: { totalKb: number; at: number; procs: Proc[] } = { totalKb: 0, at: 0, procs: [] };
const timer = setInterval(() => {
  const procs = tree(child.pid!, processes());
  const totalKb = procs.reduce((sum, proc) => sum + proc.rssKb, 0);
  if (LOG)
    appendFileSync(
      LOG,
      `${((performance.now() - started) / 1000).toFixed(1)} ${Math.round(totalKb / 1024)} ` +
        `${procs.map((proc) => `${proc.name}:${Math.round(proc.rssKb / 1024)}`).join(' ')}\n`,
    );
  if (totalKb > peak.totalKb) peak = { totalKb, at: performance.now() - started, procs };
}, SAMPLE_MS);
const status = await new Promise<number>((done) => child.on('exit', (code) => done(code ?? 1)));
clearInterval(timer);
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
console.log(
  `\n[treeMemory] exit ${status}, ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `peak ${mb(peak.totalKb)} (${(peak.totalKb / 1024 / 1024).toFixed(2)} GB) at ${(peak.at / 1000).toFixed(1)} s: ` +
    peak.procs.map((proc) => `${proc.name} ${mb(proc.rssKb)}`).join(', '),
);
process.exit(status);
