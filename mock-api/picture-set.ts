/**
 * The mock's pictures from the set of real ones (fixtures/pictures) instead of its drawn JPEGs
 * (`MOCK_PICTURES=set`, `createMockServer({ pictures: 'set' })`): each `/media/img/<kind>-…` name
 * answers the set's picture of that kind, so a page shows camera photos, PNG photos, palette logos
 * and screenshots as the API's editors upload them, for the resizer's measures (decision 0250).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ImageName } from './media-names';

export const PICTURE_SET_DIR = resolve(import.meta.dirname, '..', 'fixtures', 'pictures');
export const PICTURE_SOURCES = ['drawn', 'set'] as const;
export type PictureSource = (typeof PICTURE_SOURCES)[number];

/** The set's file for a drawn picture's name: photos for news and galleries, logos for link tiles. */
function fileFor(name: ImageName): string {
  switch (name.kind) {
    case 'banner':
    case 'welcome-banner':
      return name.n % 2 === 0 ? 'banner-palette.png' : 'banner-wide.png';
    case 'weblink':
      return 'logo-palette.png';
    case 'map':
      return 'screenshot.png';
    default:
      // News, galleries, services, pages: camera JPEGs and PNG photos, in turn.
      return name.n % 2 === 0 ? 'photo-cat.png' : 'camera-rocket.jpg';
  }
}

const loaded = new Map<string, Buffer>();

/** The bytes and type of the set's picture for `name`. */
export function setPicture(name: ImageName): { bytes: Buffer; type: string } {
  const file = fileFor(name);
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFileSync(join(PICTURE_SET_DIR, file));
    loaded.set(file, bytes);
  }
  return { bytes, type: file.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
