/**
 * (Over 300 lines: one concern, the image drawing, in one place; the routes are in routes-media.ts.)
 *
 * Media served by the mock, nothing from the internet:
 * - `/media/img/<kind>-<n>-<w>x<h>.jpg`: drawn on first request with jpeg-js (a landscape whose
 *   colours and shapes depend only on the name), kept in memory and in a git-ignored disk cache
 *   (`.mock-data/media/`) so later starts are instant;
 * - `/media/video/*`: small committed clips (mock-api/media/video, made once with ffmpeg);
 * - `/media/maps/<n>.html`: a local map embed page for department n;
 * - `/weather/img/wn/<icon>@2x.png`: weather icons drawn as PNG.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import * as jpeg from 'jpeg-js';
import type { Department } from '../src/api/types';
import type { ImageName } from './media-names';

type Rgb = [number, number, number];

function seeded(name: string): () => number {
  // Small deterministic PRNG (mulberry32) seeded from the name's hash.
  let a = createHash('sha1').update(name).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: { sky: [Rgb, Rgb]; far: Rgb; near: Rgb; sun: Rgb }[] = [
  {
    sky: [
      [120, 180, 230],
      [230, 240, 250],
    ],
    far: [176, 150, 110],
    near: [214, 180, 120],
    sun: [255, 236, 170],
  },
  {
    sky: [
      [250, 150, 90],
      [255, 220, 160],
    ],
    far: [150, 90, 70],
    near: [200, 130, 80],
    sun: [255, 250, 210],
  },
  {
    sky: [
      [40, 70, 130],
      [150, 180, 220],
    ],
    far: [70, 90, 110],
    near: [30, 110, 90],
    sun: [250, 250, 240],
  },
  {
    sky: [
      [90, 160, 200],
      [210, 235, 245],
    ],
    far: [60, 130, 160],
    near: [11, 110, 79],
    sun: [255, 245, 200],
  },
  {
    sky: [
      [200, 210, 220],
      [245, 245, 245],
    ],
    far: [120, 120, 130],
    near: [160, 140, 120],
    sun: [255, 255, 255],
  },
];

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** RGBA pixels of a simple landscape: sky gradient, sun, two ridges, and white buildings for some kinds. */
export function drawLandscape(name: string, width: number, height: number): Buffer {
  const rnd = seeded(name);
  const pal = PALETTES[Math.floor(rnd() * PALETTES.length)]!;
  const data = Buffer.alloc(width * height * 4, 255);
  const sunX = width * (0.15 + rnd() * 0.7);
  const sunY = height * (0.15 + rnd() * 0.25);
  const sunR = Math.min(width, height) * (0.06 + rnd() * 0.06);
  const f1 = 1 + rnd() * 3;
  const f2 = 2 + rnd() * 5;
  const p1 = rnd() * Math.PI * 2;
  const p2 = rnd() * Math.PI * 2;
  const base1 = 0.55 + rnd() * 0.1;
  const base2 = 0.72 + rnd() * 0.1;
  // Per column: where the far ridge, the buildings and the near ridge start (row numbers).
  const ridge1 = new Int32Array(width);
  const ridge2 = new Int32Array(width);
  const buildingTop = new Int32Array(width).fill(height);
  const buildingX = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    const tx = x / width;
    ridge1[x] = Math.ceil(height * (base1 + 0.08 * Math.sin(tx * f1 * Math.PI + p1)));
    ridge2[x] = Math.ceil(height * (base2 + 0.05 * Math.sin(tx * f2 * Math.PI + p2)));
  }
  if (rnd() < 0.6) {
    let x = rnd() * width * 0.1;
    while (x < width) {
      const w = width * (0.03 + rnd() * 0.06);
      const top = Math.floor(height * (0.35 + rnd() * 0.3));
      for (let c = Math.floor(x); c < Math.min(width, Math.floor(x + w)); c++) {
        buildingTop[c] = top;
        buildingX[c] = c - Math.floor(x);
      }
      x += w + width * (0.02 + rnd() * 0.12);
    }
  }
  const buildingBottom = Math.floor(height * (base2 + 0.05));
  const sunR2 = sunR * sunR;
  for (let y = 0; y < height; y++) {
    const ty = y / height;
    const skyR = mix(pal.sky[0][0], pal.sky[1][0], ty);
    const skyG = mix(pal.sky[0][1], pal.sky[1][1], ty);
    const skyB = mix(pal.sky[0][2], pal.sky[1][2], ty);
    const dy2 = (y - sunY) * (y - sunY);
    const windowRow = Math.floor(y / 9);
    let i = y * width * 4;
    for (let x = 0; x < width; x++, i += 4) {
      let r = skyR;
      let g = skyG;
      let b = skyB;
      if (y >= ridge2[x]!) {
        const shade = (y / height - ridge2[x]! / height) * 0.6;
        r = mix(pal.near[0], 40, shade);
        g = mix(pal.near[1], 40, shade);
        b = mix(pal.near[2], 40, shade);
      } else if (y > buildingTop[x]! && y < buildingBottom) {
        const lit = (Math.floor(buildingX[x]! / 6) + windowRow) % 3 === 0;
        r = lit ? 190 : 245;
        g = lit ? 200 : 245;
        b = lit ? 210 : 240;
      } else if (y >= ridge1[x]!) {
        r = pal.far[0];
        g = pal.far[1];
        b = pal.far[2];
      } else if ((x - sunX) * (x - sunX) + dy2 < sunR2) {
        r = pal.sun[0];
        g = pal.sun[1];
        b = pal.sun[2];
      }
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
    }
  }
  return data;
}

export function encodeJpeg(name: string, width: number, height: number): Buffer {
  const data = drawLandscape(name, width, height);
  return Buffer.from(jpeg.encode({ data, width, height }, 72).data);
}

/** Generated JPEGs, by file name: memory first, then the disk cache, then drawing. */
export class ImageCache {
  private readonly memory = new Map<string, Buffer>();
  constructor(private readonly dir: string | null) {}

  get(file: string, name: ImageName): Buffer {
    const hit = this.memory.get(file);
    if (hit) return hit;
    let bytes: Buffer | null = null;
    const path = this.dir ? join(this.dir, file) : null;
    if (path && existsSync(path)) {
      try {
        bytes = readFileSync(path);
      } catch {
        bytes = null;
      }
    }
    if (!bytes) {
      bytes = encodeJpeg(file, name.width, name.height);
      if (this.dir && path) {
        try {
          mkdirSync(this.dir, { recursive: true });
          // Write then rename: two mocks starting together never read half a file.
          const tmp = `${path}.${process.pid}.tmp`;
          writeFileSync(tmp, bytes);
          renameSync(tmp, path);
        } catch {
          // The disk cache is an optimisation only.
        }
      }
    }
    this.memory.set(file, bytes);
    return bytes;
  }
}

// ---------- PNG (weather icons) ----------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

export function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** OpenWeather's icon codes: 01 clear … 50 mist, d(ay)/n(ight). */
export const WEATHER_ICON_RE = /^(01|02|03|04|09|10|11|13|50)(d|n)$/;

export function drawWeatherIcon(code: string): Buffer {
  const size = 100;
  const px = Buffer.alloc(size * size * 4);
  const kind = code.slice(0, 2);
  const night = code.endsWith('n');
  const put = (x: number, y: number, c: [number, number, number, number]) => {
    if (x < 0 || y < 0 || x >= size || y >= size) return;
    const i = (Math.floor(y) * size + Math.floor(x)) * 4;
    px[i] = c[0];
    px[i + 1] = c[1];
    px[i + 2] = c[2];
    px[i + 3] = c[3];
  };
  const disc = (cx: number, cy: number, r: number, c: [number, number, number, number]) => {
    for (let y = cy - r; y <= cy + r; y++)
      for (let x = cx - r; x <= cx + r; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) put(x, y, c);
  };
  const cloud = (dark: boolean, dy = 0) => {
    const c: [number, number, number, number] = dark ? [120, 125, 135, 255] : [235, 238, 242, 255];
    disc(38, 55 + dy, 16, c);
    disc(58, 48 + dy, 20, c);
    disc(74, 58 + dy, 13, c);
    for (let y = 58 + dy; y <= 71 + dy; y++) for (let x = 30; x <= 80; x++) put(x, y, c);
  };
  const sunOrMoon = (cx: number, cy: number, r: number) => {
    if (night) {
      disc(cx, cy, r, [230, 230, 200, 255]);
      disc(cx + r * 0.45, cy - r * 0.3, r * 0.85, [0, 0, 0, 0]);
    } else {
      disc(cx, cy, r, [250, 190, 40, 255]);
    }
  };
  if (kind === '01') sunOrMoon(50, 50, 24);
  if (kind === '02') {
    sunOrMoon(38, 36, 18);
    cloud(false, 6);
  }
  if (kind === '03') cloud(false);
  if (kind === '04') {
    cloud(true, -8);
    cloud(false, 6);
  }
  if (kind === '09' || kind === '10' || kind === '11') {
    if (kind === '10') sunOrMoon(36, 30, 14);
    cloud(kind !== '10', -10);
    for (let i = 0; i < 4; i++)
      for (let t = 0; t < 12; t++) put(36 + i * 11 - t * 0.4, 66 + t, [60, 130, 220, 255]);
    if (kind === '11') for (let t = 0; t < 18; t++) put(56 - (t % 9) * 0.8, 62 + t, [250, 200, 0, 255]);
  }
  if (kind === '13') {
    cloud(false, -10);
    for (let i = 0; i < 4; i++) disc(36 + i * 10, 74 + (i % 2) * 6, 2.5, [150, 200, 255, 255]);
  }
  if (kind === '50')
    for (let i = 0; i < 5; i++)
      for (let x = 22; x < 78; x++) for (let w = 0; w < 3; w++) put(x, 32 + i * 10 + w, [170, 175, 185, 255]);
  return encodePng(px, size, size);
}

// ---------- Map embed page ----------

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A self-contained page an `<iframe>` can show in place of a real map service. */
// A map embed is a widget inside the site's page: no landmark of its own (axe counts the
// frame's landmarks with the page's, and two unnamed `main`s are a violation).
export function mapPage(dep: Department | undefined, n: number): string {
  const title = dep ? dep.name_en : `Map ${n}`;
  const address = dep ? dep.address_en : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} — map</title>
<style>html,body{margin:0;height:100%;font:14px/1.4 system-ui,sans-serif;background:#eef3ea;color:#1d2a1f}
div.map{position:relative;height:100%;overflow:hidden}svg{position:absolute;inset:0;width:100%;height:100%}
p{position:absolute;left:12px;bottom:12px;margin:0;padding:8px 12px;background:#fff;border:1px solid #9aa89c;border-radius:4px;max-width:80%}</style>
</head><body><div class="map">
<svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeHtml(`Map: ${title}`)}">
<rect width="400" height="300" fill="#eef3ea"/>
<path d="M0 ${80 + n * 13} L400 ${60 + n * 17}" stroke="#fff" stroke-width="14"/>
<path d="M${90 + n * 20} 0 L${140 + n * 11} 300" stroke="#fff" stroke-width="10"/>
<path d="M0 230 Q200 ${150 + n * 5} 400 250" stroke="#f6d27a" stroke-width="8" fill="none"/>
<circle cx="200" cy="140" r="10" fill="#c62828"/><circle cx="200" cy="140" r="4" fill="#fff"/>
</svg>
<p><strong>${escapeHtml(title)}</strong><br>${escapeHtml(address)}</p>
</div></body></html>
`;
}
