/**
 * Resolves once every picture inside `element` can be drawn: already loaded, or fetched and decoded
 * now through a detached copy (the browser's cache then serves the slide's own `<img>` at once).
 * A picture that fails to load resolves too: it would show its alt text either way, and the
 * rotation must not stop for it. Without `HTMLImageElement.decode` (old browsers, jsdom) it
 * resolves at once, as the slider behaved before.
 *
 * The slider's plain markup changes slide only after this, so a slow network never rotates to an
 * empty box while the next banner is still downloading.
 */
export function picturesReady(element: Element | null | undefined): Promise<void> {
  if (!element || typeof HTMLImageElement.prototype.decode !== 'function') return Promise.resolve();
  const waiting = [...element.querySelectorAll('img')]
    .filter((img) => !(img.complete && img.naturalWidth > 0))
    .map((img) => {
      const copy = new Image();
      // The same candidate the slide would pick: srcset and sizes before src.
      if (img.srcset) {
        copy.sizes = img.sizes;
        copy.srcset = img.srcset;
      }
      copy.src = img.src;
      return copy.decode().catch(() => undefined);
    });
  return Promise.all(waiting).then(() => undefined);
}
