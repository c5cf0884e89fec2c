/**
 * The resizer beside nginx (decision 0250): `startNginx` (scripts/serve/nginx.ts), which
 * `npm run serve`, the serving tests, the end-to-end site and the benchmarks all use, starts it in
 * the same Node process before nginx and stops it after nginx, so no one starts nginx without it. A
 * server's own nginx (`serve.ts --render`) runs it as a service of its own: `main.ts`.
 */
import { join } from 'node:path';
import type { ServeOptions } from '../serve/options';
import { RESIZER_DEFAULTS, startResizer, type RunningResizer } from './server';

/** The sockets of a server's own nginx (`serve.ts --render`) and of the resizer's service there. */
export const RENDERED_SOURCE_SOCKET = '/run/nginx-migration-site-media.sock';
export const RENDERED_RESIZER_SOCKET = '/run/migration-site-media-resizer.sock';

/** Where the resizer listens when nginx runs from a runtime directory. */
export function mediaResizerSocket(runtimeDir: string): string {
  return join(runtimeDir, 'media-resizer.sock');
}

/** nginx's socket of the originals in a runtime directory (scripts/serve/render.ts's default). */
export function mediaSourceSocket(runtimeDir: string): string {
  return join(runtimeDir, 'media-sizes.sock');
}

/** `10m`, `64k`, `1048576` (nginx's size syntax, as MEDIA_RESIZE_MAX is checked) in bytes. */
export function sizeInBytes(size: string): number {
  const match = /^(\d+)([km]?)$/i.exec(size.trim());
  if (!match) throw new Error(`not a size: "${size}"`);
  const unit = { '': 1, k: 1024, m: 1024 * 1024 }[match[2]!.toLowerCase() as '' | 'k' | 'm'];
  return Number(match[1]) * unit;
}

/** The resizer for nginx in `runtimeDir`, with serve's limits. */
export function startMediaResizer(o: ServeOptions, runtimeDir: string): Promise<RunningResizer> {
  return startResizer({
    ...RESIZER_DEFAULTS,
    socket: mediaResizerSocket(runtimeDir),
    sourceSocket: mediaSourceSocket(runtimeDir),
    maxSourceBytes: sizeInBytes(o.mediaResizeMax),
  });
}
