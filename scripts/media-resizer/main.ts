/**
 * The resizer as a service of its own, for a server whose own nginx includes the rendered files
 * (`tsx scripts/serve.ts --render <dir>`, docs/deploying.md): `npm run media-resizer`. `npm run
 * serve` does not need it (startNginx runs the resizer itself).
 *
 * Variables:
 *   MEDIA_RESIZER_SOCKET  where it listens (/run/migration-site-media-resizer.sock)
 *   MEDIA_SOURCE_SOCKET   nginx's socket of the originals (/run/nginx-migration-site-media.sock)
 *   MEDIA_RESIZE_MAX      the largest original it reads (10m)
 * SIGTERM or SIGINT stops it.
 */
import { pathToFileURL } from 'node:url';
import { RESIZER_DEFAULTS, startResizer } from './server';
import { RENDERED_RESIZER_SOCKET, RENDERED_SOURCE_SOCKET, sizeInBytes } from './serve-hook';

async function main(): Promise<void> {
  const resizer = await startResizer({
    ...RESIZER_DEFAULTS,
    socket: process.env.MEDIA_RESIZER_SOCKET || RENDERED_RESIZER_SOCKET,
    sourceSocket: process.env.MEDIA_SOURCE_SOCKET || RENDERED_SOURCE_SOCKET,
    maxSourceBytes: sizeInBytes(process.env.MEDIA_RESIZE_MAX || '10m'),
  });
  const stop = (signal: string) => {
    console.log(`[media-resizer] ${signal}: stopping (made ${JSON.stringify(resizer.stats)})`);
    void resizer.stop().then(() => process.exit(0));
  };
  // Before it says it listens: whoever waits for that line may stop it at once, and a signal that
  // came between the line and the handlers ended it uncleanly (4 of 30 stops on a loaded machine).
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  console.log(`[media-resizer] (pid ${process.pid}) listens on ${resizer.socket}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`[media-resizer] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
