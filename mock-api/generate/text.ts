/**
 * The generator's building blocks: the seeded random source, three-language text helpers, HTML bodies and dates.
 */
import { Faker, base, en } from '@faker-js/faker';
import type { LangText } from '../../src/api/types';
import { LANGS } from '../../src/api/types';
import { imageUrl } from '../media-names';
import { CITIES, HEADINGS, LIST_ITEMS, REGIONS, SENTENCES, type Tri } from './bank';

/** The generator's fixed inputs: no clock, so the same seed and scale give the same bytes. */
export const DEFAULT_SEED = 20260101;
export const POSTS_PER_SCALE = 400;
export const ANCHOR = '2026-11-20T12:00:00+05:00';
export const ARTICLES_CATEGORY_SLUG = 'makalalar';

export const HOSTILE_HTML =
  '<p>Bu bölümde howply bellikler bar. <script>alert("xss-script")</script></p>' +
  '<img src="/media/img/post-01-1200x800.jpg" alt="" onerror="alert(\'xss-onerror\')">' +
  '<p><a href="javascript:alert(\'xss-href\')">Click / Басыň / Нажмите</a></p>' +
  '<div onclick="alert(\'xss-onclick\')" onmouseover="alert(\'xss-hover\')">onclick</div>' +
  '<iframe src="javascript:alert(\'xss-iframe\')"></iframe>' +
  '<svg onload="alert(\'xss-svg\')"><circle r="1"></circle></svg>' +
  '<form action="javascript:alert(1)"><input name="x" autofocus onfocus="alert(\'xss-focus\')"></form>' +
  '<style>body{display:none!important}</style>';

export type Lang = (typeof LANGS)[number];

export class Gen {
  readonly f: Faker;
  constructor(seed: number) {
    this.f = new Faker({ locale: [en, base] });
    this.f.seed(seed);
  }
  int(min: number, max: number): number {
    return this.f.number.int({ min, max });
  }
  pick<T>(items: readonly T[]): T {
    return this.f.helpers.arrayElement(items);
  }
  chance(probability: number): boolean {
    return this.f.datatype.boolean({ probability });
  }
  /** One set of slot values applied to all three languages keeps the translations parallel. */
  slots(): (tri: Tri) => LangText {
    const city = this.pick(CITIES);
    const region = this.pick(REGIONS);
    const n = String(this.int(3, 30));
    const phone = `+993 12 ${this.int(20, 49)}-${String(this.int(0, 99)).padStart(2, '0')}-${String(this.int(0, 99)).padStart(2, '0')}`;
    return (tri) => {
      const out = {} as LangText;
      for (const lang of LANGS) {
        out[lang] = tri[lang]
          .replaceAll('{city}', city[lang])
          .replaceAll('{region}', region[lang])
          .replaceAll('{n}', n)
          .replaceAll('{phone}', phone);
      }
      return out;
    };
  }
  sentences(count: number, fill: (tri: Tri) => LangText): LangText {
    const chosen = this.f.helpers.arrayElements(SENTENCES, count).map(fill);
    return joinTri(chosen, ' ');
  }
}

export function joinTri(parts: LangText[], sep: string): LangText {
  const out: LangText = { tm: '', ru: '', en: '' };
  for (const lang of LANGS) out[lang] = parts.map((p) => p[lang]).join(sep);
  return out;
}

export function wrapTri(tri: LangText, open: string, close: string): LangText {
  return { tm: open + tri.tm + close, ru: open + tri.ru + close, en: open + tri.en + close };
}

export function constTri(text: string): LangText {
  return { tm: text, ru: text, en: text };
}

/** `{prefix}_tm`, `{prefix}_ru`, `{prefix}_en` from a triple. */
export function loc<K extends string>(prefix: K, tri: LangText): { [P in `${K}_${Lang}`]: string } {
  return { [`${prefix}_tm`]: tri.tm, [`${prefix}_ru`]: tri.ru, [`${prefix}_en`]: tri.en } as {
    [P in `${K}_${Lang}`]: string;
  };
}

/** An HTML body: paragraphs, and now and then a heading, a list, a table, an image or links. */
export function htmlBody(
  g: Gen,
  fill: (tri: Tri) => LangText,
  opts: { rich?: boolean; paragraphs?: number } = {},
): LangText {
  const parts: LangText[] = [];
  const paragraphs = opts.paragraphs ?? g.int(2, 4);
  for (let i = 0; i < paragraphs; i++) {
    if (opts.rich && i === 1) {
      parts.push(wrapTri(g.pick(HEADINGS), '<h2>', '</h2>'));
      const items = g.f.helpers.arrayElements(LIST_ITEMS, 4).map((item) => wrapTri(item, '<li>', '</li>'));
      parts.push(wrapTri(joinTri(items, ''), '<ul>', '</ul>'));
    }
    parts.push(wrapTri(g.sentences(g.int(1, 3), fill), '<p>', '</p>'));
  }
  if (opts.rich) {
    parts.push(
      wrapTri(
        {
          tm: '<tr><th scope="col">Hyzmat</th><th scope="col">Möhlet</th><th scope="col">Töleg</th></tr>',
          ru: '<tr><th scope="col">Услуга</th><th scope="col">Срок</th><th scope="col">Стоимость</th></tr>',
          en: '<tr><th scope="col">Service</th><th scope="col">Time</th><th scope="col">Fee</th></tr>',
        },
        '<table><thead>',
        `</thead><tbody><tr><td>${'{pass}'}</td><td>10</td><td>${g.int(10, 90)} TMT</td></tr></tbody></table>`,
      ),
    );
    const last = parts.length - 1;
    const table = parts[last]!;
    parts[last] = {
      tm: table.tm.replace('{pass}', 'Pasport'),
      ru: table.ru.replace('{pass}', 'Паспорт'),
      en: table.en.replace('{pass}', 'Passport'),
    };
    const img = imageUrl('post', g.int(1, 40), 1200, 800);
    parts.push({
      tm: `<figure><img src="${img}" alt="Surat" width="1200" height="800"><figcaption>Surat: metbugat merkezi</figcaption></figure>`,
      ru: `<figure><img src="${img}" alt="Фото" width="1200" height="800"><figcaption>Фото: пресс-центр</figcaption></figure>`,
      en: `<figure><img src="${img}" alt="Photo" width="1200" height="800"><figcaption>Photo: press centre</figcaption></figure>`,
    });
    parts.push({
      tm: '<p>Jikme-jik maglumat: <a href="/contacts">habarlaşmak</a> ýa-da <a href="https://www.mfa.gov.tm/" target="_blank" rel="noopener">Daşary işler ministrligi</a>.</p>',
      ru: '<p>Подробнее: <a href="/contacts">контакты</a> или <a href="https://www.mfa.gov.tm/" target="_blank" rel="noopener">Министерство иностранных дел</a>.</p>',
      en: '<p>More: <a href="/contacts">contacts</a> or the <a href="https://www.mfa.gov.tm/" target="_blank" rel="noopener">Ministry of Foreign Affairs</a>.</p>',
    });
  }
  return joinTri(parts, '\n');
}

export function isoDate(ms: number): string {
  // Ashgabat time (UTC+5) written with its offset, as the real API does.
  const local = new Date(ms + 5 * 3600_000);
  return `${local.toISOString().slice(0, 19)}+05:00`;
}

export function emptyLang<T extends object>(obj: T, lang: Lang, fields: string[]): T {
  const out: Record<string, unknown> = { ...(obj as Record<string, unknown>) };
  for (const field of fields) out[`${field}_${lang}`] = '';
  return out as T;
}
