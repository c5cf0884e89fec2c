/**
 * Deterministic fixture generator: the same seed and scale give the same database, byte for byte.
 * Randomness comes only from a seeded faker instance; dates count back from a fixed anchor instead
 * of the wall clock. Scale multiplies the posts only (scale 1 = 400 posts, scale 25 = 10 000).
 */
import { Faker, base, en } from '@faker-js/faker';
import type {
  Banner,
  BannerSection,
  Category,
  ContentDictionary,
  Department,
  FooterImage,
  GalleryImage,
  HeaderMenu,
  LangText,
  MenuItem,
  MessageSubject,
  Notice,
  Post,
  Service,
  Video,
  WebLink,
  WelcomeSection,
} from '../../src/api/types';
import { LANGS, NEWS_CATEGORY_SLUGS } from '../../src/api/types';
import type { Db, StoredAboutPage, StoredPage } from '../db-types';
import {
  CITIES,
  HEADINGS,
  IMAGE_NAMES,
  LIST_ITEMS,
  LONG_TITLES,
  REGIONS,
  SENTENCES,
  TITLES,
  slugify,
  type Tri,
} from './bank';
import { imageUrl } from '../media-names';

export const DEFAULT_SEED = 20260101;
export const POSTS_PER_SCALE = 400;
export const ANCHOR = '2026-11-20T12:00:00+05:00';
export const ARTICLES_CATEGORY_SLUG = 'makalalar';

export interface GenerateOptions {
  seed?: number;
  scale?: number;
}

const HOSTILE_HTML =
  '<p>Bu bölümde howply bellikler bar. <script>alert("xss-script")</script></p>' +
  '<img src="/media/img/post-01-1200x800.jpg" alt="" onerror="alert(\'xss-onerror\')">' +
  '<p><a href="javascript:alert(\'xss-href\')">Click / Басыň / Нажмите</a></p>' +
  '<div onclick="alert(\'xss-onclick\')" onmouseover="alert(\'xss-hover\')">onclick</div>' +
  '<iframe src="javascript:alert(\'xss-iframe\')"></iframe>' +
  '<svg onload="alert(\'xss-svg\')"><circle r="1"></circle></svg>' +
  '<form action="javascript:alert(1)"><input name="x" autofocus onfocus="alert(\'xss-focus\')"></form>' +
  '<style>body{display:none!important}</style>';

type Lang = (typeof LANGS)[number];

class Gen {
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

function joinTri(parts: LangText[], sep: string): LangText {
  const out: LangText = { tm: '', ru: '', en: '' };
  for (const lang of LANGS) out[lang] = parts.map((p) => p[lang]).join(sep);
  return out;
}

function wrapTri(tri: LangText, open: string, close: string): LangText {
  return { tm: open + tri.tm + close, ru: open + tri.ru + close, en: open + tri.en + close };
}

function constTri(text: string): LangText {
  return { tm: text, ru: text, en: text };
}

/** `{prefix}_tm`, `{prefix}_ru`, `{prefix}_en` from a triple. */
function loc<K extends string>(prefix: K, tri: LangText): { [P in `${K}_${Lang}`]: string } {
  return { [`${prefix}_tm`]: tri.tm, [`${prefix}_ru`]: tri.ru, [`${prefix}_en`]: tri.en } as {
    [P in `${K}_${Lang}`]: string;
  };
}

/** An HTML body: paragraphs, and now and then a heading, a list, a table, an image or links. */
function htmlBody(
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

function isoDate(ms: number): string {
  // Ashgabat time (UTC+5) written with its offset, as the real API does.
  const local = new Date(ms + 5 * 3600_000);
  return `${local.toISOString().slice(0, 19)}+05:00`;
}

function emptyLang<T extends object>(obj: T, lang: Lang, fields: string[]): T {
  const out: Record<string, unknown> = { ...(obj as Record<string, unknown>) };
  for (const field of fields) out[`${field}_${lang}`] = '';
  return out as T;
}

function buildCategories(): Category[] {
  return [
    {
      id: 1,
      slug: NEWS_CATEGORY_SLUGS.service,
      ...loc('name', { tm: 'Gullugyň habarlary', ru: 'Новости службы', en: 'Service news' }),
    },
    {
      id: 2,
      slug: NEWS_CATEGORY_SLUGS.other,
      ...loc('name', { tm: 'Beýleki habarlar', ru: 'Другие новости', en: 'Other news' }),
    },
    {
      id: 3,
      slug: ARTICLES_CATEGORY_SLUG,
      ...loc('name', { tm: 'Makalalar', ru: 'Статьи', en: 'Articles' }),
    },
  ];
}

function buildPosts(g: Gen, total: number, categories: Category[]): Post[] {
  const [service, other, articles] = categories as [Category, Category, Category];
  const anchorMs = Date.parse(ANCHOR);
  // Roughly three years of news whatever the scale: larger scales put more posts on each day.
  const step = Math.floor((1100 * 24 * 3600_000) / total);
  const posts: Post[] = [];
  const perCategory = new Map<string, number>();
  let cursor = anchorMs;
  for (let i = 0; i < total; i++) {
    const roll = g.int(0, 99);
    const category = roll < 46 ? service : roll < 86 ? other : articles;
    const rank = perCategory.get(category.slug) ?? 0;
    perCategory.set(category.slug, rank + 1);
    const fill = g.slots();
    const id = total - i;
    let type: Post['type'] = category === articles || g.chance(0.04) ? 'article' : 'post';
    let name = fill(g.pick(TITLES));
    let rich = g.chance(0.15);
    let hostile = false;
    let dropLang: Lang | null = g.chance(0.05) ? 'en' : g.chance(0.04) ? 'ru' : null;
    // Fixed edge cases among the newest posts, where the home page and page 1 of the lists show them.
    if (category === service) {
      if (rank === 0) dropLang = null;
      if (rank === 1) name = g.pick(LONG_TITLES);
      if (rank === 2) dropLang = 'en';
      if (rank === 3) hostile = true;
      if (rank === 4) dropLang = 'ru';
      if (rank === 5) rich = true;
      if (rank < 6 && rank !== 2 && rank !== 4) dropLang = null;
    } else if (category === other) {
      if (rank === 0) rich = true;
      if (rank === 1) dropLang = 'en';
      if (rank === 2) type = 'article';
      if (rank === 3) name = g.pick(LONG_TITLES);
      if (rank === 4) hostile = true;
      if (rank < 5 && rank !== 1) dropLang = null;
    } else if (rank === 0) {
      rich = true;
      dropLang = null;
    }
    if (g.chance(0.01)) name = g.pick(LONG_TITLES);
    const short = g.sentences(2, fill);
    let content = htmlBody(g, fill, { rich });
    if (hostile) content = joinTri([content, constTri(HOSTILE_HTML)], '\n');
    // Now and then two or more posts on the same day, as a newsroom publishes.
    cursor -=
      i === 0
        ? g.int(1, 6) * 3600_000
        : g.chance(0.25)
          ? g.int(1, 4) * 3600_000
          : g.int(Math.floor(step * 0.7), Math.floor(step * 1.25));
    const pubMs = cursor;
    let post: Post = {
      id,
      slug: `${slugify(name.tm)}-${id}`,
      type,
      image: imageUrl('post', g.int(1, 40), 1200, 800),
      ...loc('name', name),
      ...loc('short_content', short),
      ...loc('content', content),
      pub_date: isoDate(pubMs),
      views: g.int(12, 9800),
      category: { ...category },
    };
    if (dropLang) post = emptyLang(post, dropLang, ['name', 'short_content', 'content']);
    posts.push(post);
  }
  return posts;
}

function buildNotices(g: Gen): Notice[] {
  const anchorMs = Date.parse(ANCHOR);
  const notices: Notice[] = [];
  const total = 14;
  for (let i = 0; i < total; i++) {
    const fill = g.slots();
    const id = total - i;
    const name =
      i === 4
        ? g.pick(LONG_TITLES)
        : joinTri([{ tm: 'Bildiriş', ru: 'Объявление', en: 'Notice' }, fill(g.pick(TITLES))], ': ');
    let content = htmlBody(g, fill, { rich: i === 0 });
    if (i === 2) content = joinTri([content, constTri(HOSTILE_HTML)], '\n');
    // The newest three are "new"; the rest reach back more than a year.
    const daysBack = i < 3 ? i * 2 + 1 : 20 + i * 30 + g.int(0, 20);
    notices.push({
      id,
      slug: `bildiris-${slugify(name.tm, 40)}-${id}`,
      pub_date: isoDate(anchorMs - daysBack * 24 * 3600_000 - g.int(0, 8) * 3600_000),
      ...loc('name', name),
      ...loc('short_content', g.sentences(1, fill)),
      ...loc('content', content),
      is_new: i < 3,
      views: g.int(5, 4000),
    });
  }
  return notices;
}

const SERVICE_NAMES: { name: Tri; online: boolean; extra: boolean }[] = [
  {
    name: {
      tm: 'Daşary ýurt pasportyny resmileşdirmek',
      ru: 'Оформление заграничного паспорта',
      en: 'Issuing a foreign travel passport',
    },
    online: false,
    extra: true,
  },
  {
    name: { tm: 'Raýatlyk meseleleri', ru: 'Вопросы гражданства', en: 'Citizenship matters' },
    online: false,
    extra: false,
  },
  {
    name: {
      tm: 'Daşary ýurt raýatlaryny hasaba almak',
      ru: 'Регистрация иностранных граждан',
      en: 'Registration of foreign citizens',
    },
    online: false,
    extra: true,
  },
  {
    name: { tm: 'Ýaşamak üçin ygtyýarnama', ru: 'Вид на жительство', en: 'Residence permit' },
    online: false,
    extra: false,
  },
  { name: { tm: 'Wiza goldawy', ru: 'Визовая поддержка', en: 'Visa support' }, online: false, extra: true },
  {
    name: {
      tm: 'Çakylyk hatlaryny resmileşdirmek',
      ru: 'Оформление пригласительных писем',
      en: 'Letters of invitation',
    },
    online: false,
    extra: false,
  },
  { name: { tm: 'Elektron wiza', ru: 'Электронная виза', en: 'Electronic visa' }, online: true, extra: true },
  { name: { tm: 'Onlaýn nobat', ru: 'Онлайн-очередь', en: 'Online queue' }, online: true, extra: false },
  {
    name: {
      tm: 'Arzanyň ýagdaýyny barlamak',
      ru: 'Проверка статуса заявления',
      en: 'Application status check',
    },
    online: true,
    extra: true,
  },
  { name: { tm: 'Onlaýn töleg', ru: 'Онлайн-оплата', en: 'Online payment' }, online: true, extra: false },
];

function buildServices(g: Gen): Service[] {
  return SERVICE_NAMES.map((s, i) => {
    const fill = g.slots();
    const slug = slugify(s.name.tm);
    const extra = s.extra
      ? joinTri(
          [
            wrapTri({ tm: 'Bellik', ru: 'Примечание', en: 'Note' }, '<h3>', '</h3>'),
            wrapTri(g.sentences(2, fill), '<p>', '</p>'),
            ...(i === 4 ? [constTri(HOSTILE_HTML)] : []),
          ],
          '\n',
        )
      : constTri('');
    return {
      id: i + 1,
      url: `/services/${slug}`,
      image: imageUrl('service', i + 1, 600, 400),
      ...loc('name', s.name),
      slug,
      ...loc('content', htmlBody(g, fill, { rich: i === 0 })),
      ...loc('extra', extra),
      is_online: s.online,
    };
  });
}

function buildDepartments(): Department[] {
  const rows: { name: Tri; address: Tri; phone: string; email: string }[] = [
    {
      name: {
        tm: 'Türkmenistanyň Döwlet migrasiýa gullugy (merkezi edara)',
        ru: 'Государственная миграционная служба Туркменистана (центральный аппарат)',
        en: 'State Migration Service of Turkmenistan (head office)',
      },
      address: {
        tm: 'Aşgabat ş., Magtymguly şaýoly, 57',
        ru: 'г. Ашхабад, проспект Махтумкули, 57',
        en: '57 Magtymguly Avenue, Ashgabat',
      },
      phone: '+993 12 39-12-46',
      email: 'info@migration.gov.tm',
    },
    {
      name: {
        tm: 'Ahal welaýat migrasiýa müdirligi',
        ru: 'Ахалское велаятское управление миграции',
        en: 'Ahal regional migration department',
      },
      address: {
        tm: 'Änew ş., Gurbansoltan eje köçesi, 12',
        ru: 'г. Анау, улица Гурбансолтан эдже, 12',
        en: '12 Gurbansoltan Eje Street, Anew',
      },
      phone: '+993 137 2-21-15',
      email: 'ahal@migration.gov.tm',
    },
    {
      name: {
        tm: 'Balkan welaýat migrasiýa müdirligi',
        ru: 'Балканское велаятское управление миграции',
        en: 'Balkan regional migration department',
      },
      address: {
        tm: 'Balkanabat ş., Nebitçiler şaýoly, 3',
        ru: 'г. Балканабат, проспект Нефтяников, 3',
        en: '3 Nebitchiler Avenue, Balkanabat',
      },
      phone: '+993 222 6-14-30',
      email: 'balkan@migration.gov.tm',
    },
    {
      name: {
        tm: 'Daşoguz welaýat migrasiýa müdirligi',
        ru: 'Дашогузское велаятское управление миграции',
        en: 'Dashoguz regional migration department',
      },
      address: {
        tm: 'Daşoguz ş., Türkmenbaşy şaýoly, 25',
        ru: 'г. Дашогуз, проспект Туркменбаши, 25',
        en: '25 Turkmenbashy Avenue, Dashoguz',
      },
      phone: '+993 322 5-40-19',
      email: 'dashoguz@migration.gov.tm',
    },
    {
      name: {
        tm: 'Lebap welaýat migrasiýa müdirligi',
        ru: 'Лебапское велаятское управление миграции',
        en: 'Lebap regional migration department',
      },
      address: {
        tm: 'Türkmenabat ş., Seýitnazar Seýdi köçesi, 8',
        ru: 'г. Туркменабат, улица Сейитназара Сейди, 8',
        en: '8 Seyitnazar Seydi Street, Turkmenabat',
      },
      phone: '+993 422 3-18-77',
      email: 'lebap@migration.gov.tm',
    },
    {
      name: {
        tm: 'Mary welaýat migrasiýa müdirligi',
        ru: 'Марыйское велаятское управление миграции',
        en: 'Mary regional migration department',
      },
      address: {
        tm: 'Mary ş., Magtymguly köçesi, 41',
        ru: 'г. Мары, улица Махтумкули, 41',
        en: '41 Magtymguly Street, Mary',
      },
      phone: '+993 522 6-02-55',
      email: 'mary@migration.gov.tm',
    },
  ];
  return rows.map((row, i) => ({
    id: i + 1,
    ...loc('name', row.name),
    ...loc('address', row.address),
    ...loc('phone', constTri(row.phone)),
    email: row.email,
    map_image: imageUrl('map', i + 1, 800, 500),
    map_string: `/media/maps/${i + 1}.html`,
  }));
}

function buildWebLinks(): WebLink[] {
  const rows: { name: Tri; url: string }[] = [
    {
      name: {
        tm: 'Türkmenistanyň Prezidentiniň resmi saýty',
        ru: 'Официальный сайт Президента Туркменистана',
        en: 'Official website of the President of Turkmenistan',
      },
      url: 'https://www.turkmenistan.gov.tm/',
    },
    {
      name: {
        tm: 'Türkmenistanyň Daşary işler ministrligi',
        ru: 'Министерство иностранных дел Туркменистана',
        en: 'Ministry of Foreign Affairs of Turkmenistan',
      },
      url: 'https://www.mfa.gov.tm/',
    },
    {
      name: {
        tm: 'Türkmenistanyň Döwlet serhet gullugy',
        ru: 'Государственная пограничная служба Туркменистана',
        en: 'State Border Service of Turkmenistan',
      },
      url: 'https://www.border.gov.tm/',
    },
    {
      name: {
        tm: '«Türkmenhowaýollary» agentligi',
        ru: 'Агентство «Туркменховаёллары»',
        en: 'Turkmenistan Airlines',
      },
      url: 'https://www.turkmenistanairlines.tm/',
    },
    {
      name: {
        tm: 'Türkmenistanyň Içeri işler ministrligi',
        ru: 'Министерство внутренних дел Туркменистана',
        en: 'Ministry of Internal Affairs of Turkmenistan',
      },
      url: 'https://www.mvd.gov.tm/',
    },
    {
      name: {
        tm: 'Türkmenistanyň Adalat ministrligi',
        ru: 'Министерство юстиции Туркменистана',
        en: 'Ministry of Justice of Turkmenistan',
      },
      url: 'https://www.minjust.gov.tm/',
    },
    {
      name: {
        tm: 'Türkmenistanyň Döwlet gümrük gullugy',
        ru: 'Государственная таможенная служба Туркменистана',
        en: 'State Customs Service of Turkmenistan',
      },
      url: 'https://www.customs.gov.tm/',
    },
    {
      name: {
        tm: 'Türkmenistanyň Döwlet habarlar agentligi',
        ru: 'Государственное информационное агентство Туркменистана',
        en: 'State News Agency of Turkmenistan',
      },
      url: 'https://www.tdh.gov.tm/',
    },
  ];
  return rows.map((row, i) => ({
    id: i + 1,
    url: row.url,
    image: imageUrl('weblink', i + 1, 300, 150),
    ...loc('name', row.name),
  }));
}

function buildGallery(g: Gen, count: number, startId: number): GalleryImage[] {
  const images: GalleryImage[] = [];
  for (let i = 0; i < count; i++) {
    const n = ((i + startId) % 24) + 1;
    images.push({
      id: startId + i,
      src: imageUrl('gallery', n, 1200, 800),
      src_thumb: imageUrl('gallery', n, 400, 300),
      ...loc('name', g.pick(IMAGE_NAMES)),
    });
  }
  return images;
}

function buildWelcome(g: Gen): { bannerSections: BannerSection[]; sections: WelcomeSection[] } {
  const names: Tri[] = [
    {
      tm: 'Türkmenistana nädip gelmeli',
      ru: 'Как приехать в Туркменистан',
      en: 'How to come to Turkmenistan',
    },
    { tm: 'Wiza we giriş düzgünleri', ru: 'Визы и правила въезда', en: 'Visas and entry rules' },
    { tm: 'Syýahatçylyk ýerleri', ru: 'Туристические места', en: 'Places to visit' },
    { tm: 'Gümrük düzgünleri', ru: 'Таможенные правила', en: 'Customs rules' },
    { tm: 'Howpsuzlyk we saglyk', ru: 'Безопасность и здоровье', en: 'Safety and health' },
    { tm: 'Peýdaly telefon belgileri', ru: 'Полезные телефоны', en: 'Useful phone numbers' },
  ];
  const sections: WelcomeSection[] = names.map((name, i) => {
    const fill = g.slots();
    return {
      id: i + 1,
      slug: slugify(name.tm),
      image: imageUrl('welcome', i + 1, 1200, 800),
      ...loc('name', name),
      ...loc('content', htmlBody(g, fill, { rich: i === 1 })),
      images: i === 5 ? [] : buildGallery(g, g.int(3, 6), 100 + i * 10),
    };
  });
  const bannerSections: BannerSection[] = names.slice(0, 4).map((name, i) => ({
    id: i + 1,
    slug: slugify(name.tm),
    image: imageUrl('welcome-banner', i + 1, 1600, 600),
    ...loc('name', name),
    ...loc('short_content', g.sentences(1, g.slots())),
  }));
  return { bannerSections, sections };
}

function menuItem(id: number, name: Tri, url: string, children: MenuItem[] = []): MenuItem {
  return { id, ...loc('name', name), url, children };
}

function buildMenu(services: Service[], aboutPages: StoredAboutPage[], pages: StoredPage[]): HeaderMenu {
  let id = 100;
  const serviceItems = (online: boolean) =>
    services
      .filter((s) => s.is_online === online)
      .map((s) => menuItem(++id, { tm: s.name_tm, ru: s.name_ru, en: s.name_en }, s.url));
  return {
    id: 1,
    ...loc('name', { tm: 'Esasy menýu', ru: 'Главное меню', en: 'Main menu' }),
    children: [
      menuItem(
        2,
        { tm: 'Biz barada', ru: 'О нас', en: 'About us' },
        `/about/${aboutPages[0]!.slug}`,
        aboutPages.map((p) =>
          menuItem(++id, { tm: p.name_tm, ru: p.name_ru, en: p.name_en }, `/about/${p.slug}`),
        ),
      ),
      menuItem(3, { tm: 'Hyzmatlar', ru: 'Услуги', en: 'Services' }, services[0]!.url, [
        menuItem(
          10,
          { tm: 'Umumy hyzmatlar', ru: 'Общие услуги', en: 'General services' },
          services[0]!.url,
          serviceItems(false),
        ),
        menuItem(
          11,
          { tm: 'Onlaýn hyzmatlar', ru: 'Онлайн-услуги', en: 'Online services' },
          services.find((s) => s.is_online)!.url,
          serviceItems(true),
        ),
      ]),
      menuItem(4, { tm: 'Habarlar', ru: 'Новости', en: 'News' }, '/posts', [
        menuItem(12, { tm: 'Ähli habarlar', ru: 'Все новости', en: 'All news' }, '/posts'),
        menuItem(13, { tm: 'Makalalar', ru: 'Статьи', en: 'Articles' }, '/articles'),
      ]),
      menuItem(5, { tm: 'Multimedia', ru: 'Мультимедиа', en: 'Multimedia' }, '/media'),
      menuItem(6, { tm: 'Elektron wiza', ru: 'Электронная виза', en: 'E-visa' }, '/evisa'),
      menuItem(
        7,
        {
          tm: 'Türkmenistana hoş geldiňiz',
          ru: 'Добро пожаловать в Туркменистан',
          en: 'Welcome to Turkmenistan',
        },
        '/welcome',
      ),
      menuItem(
        8,
        { tm: 'Maglumat', ru: 'Информация', en: 'Information' },
        `/pages/${pages[0]!.slug}`,
        pages.map((p) =>
          menuItem(++id, { tm: p.title_tm, ru: p.title_ru, en: p.title_en }, `/pages/${p.slug}`),
        ),
      ),
      menuItem(9, { tm: 'Habarlaşmak', ru: 'Контакты', en: 'Contacts' }, '/contacts'),
    ],
  };
}

function buildContent(): ContentDictionary {
  return {
    'STATE MIGRATION': {
      tm: 'TÜRKMENISTANYŇ DÖWLET MIGRASIÝA',
      ru: 'ГОСУДАРСТВЕННАЯ МИГРАЦИОННАЯ',
      en: 'STATE MIGRATION',
    },
    'SERVICE OF TURKMENISTAN': { tm: 'GULLUGY', ru: 'СЛУЖБА ТУРКМЕНИСТАНА', en: 'SERVICE OF TURKMENISTAN' },
    'STATE MIGRATION SERVICE OF TURKMENISTAN': {
      tm: 'TÜRKMENISTANYŇ DÖWLET MIGRASIÝA GULLUGY',
      ru: 'ГОСУДАРСТВЕННАЯ МИГРАЦИОННАЯ СЛУЖБА ТУРКМЕНИСТАНА',
      en: 'STATE MIGRATION SERVICE OF TURKMENISTAN',
    },
    Turkmenistan: { tm: 'Türkmenistan', ru: 'Туркменистан', en: 'Turkmenistan' },
    'ABOUT US': { tm: 'BIZ BARADA', ru: 'О НАС', en: 'ABOUT US' },
    'footer about': {
      tm: 'Türkmenistanyň Döwlet migrasiýa gullugy raýatlara we daşary ýurt raýatlaryna pasport, wiza, hasaba alyş we raýatlyk boýunça hyzmatlary hödürleýär.',
      ru: 'Государственная миграционная служба Туркменистана оказывает гражданам и иностранцам услуги по паспортам, визам, регистрации и гражданству.',
      en: 'The State Migration Service of Turkmenistan provides citizens and foreign nationals with passport, visa, registration and citizenship services.',
    },
    'footer services': { tm: 'Hyzmatlar', ru: 'Услуги', en: 'Services' },
    'footer online services': { tm: 'Onlaýn hyzmatlar', ru: 'Онлайн-услуги', en: 'Online services' },
    'STAY CONNECTED': { tm: 'HABARLAŞYP DURUŇ', ru: 'ОСТАВАЙТЕСЬ НА СВЯЗИ', en: 'STAY CONNECTED' },
    'android-url': constTri('https://play.google.com/store/apps/details?id=tm.gov.migration'),
    'ios-url': constTri('https://apps.apple.com/app/tm-migration/id1500000000'),
    'Service news': { tm: 'Gullugyň habarlary', ru: 'Новости службы', en: 'Service news' },
    'Other news': { tm: 'Beýleki habarlar', ru: 'Другие новости', en: 'Other news' },
    'Welcome to Turkmenistan!': {
      tm: 'Türkmenistana hoş geldiňiz!',
      ru: 'Добро пожаловать в Туркменистан!',
      en: 'Welcome to Turkmenistan!',
    },
    'cookie notice': {
      tm: 'Bu saýt size has amatly hyzmat etmek üçin kukileri ulanýar. Saýty ulanmagy dowam etmek bilen siz muňa razylyk berýärsiňiz.',
      ru: 'Этот сайт использует файлы cookie, чтобы сделать обслуживание удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
      en: 'This site uses cookies to serve you better. By continuing to use the site you agree to this.',
    },
  };
}

/** Builds the whole database. Pure: no clock, no I/O. */
export function generateDb(options: GenerateOptions = {}): Db {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = options.scale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`scale must be a positive number, got ${scale}`);
  const g = new Gen(seed);
  const categories = buildCategories();
  const posts = buildPosts(g, Math.max(40, Math.round(POSTS_PER_SCALE * scale)), categories);
  const services = buildServices(g);
  const aboutPages: StoredAboutPage[] = [
    {
      id: 1,
      slug: 'gullugyn-taryhy',
      ...loc('name', { tm: 'Gullugyň taryhy', ru: 'История службы', en: 'History of the service' }),
      ...loc('content', htmlBody(g, g.slots(), { rich: true })),
    },
    {
      id: 2,
      slug: 'gullugyn-wezipeleri',
      ...loc('name', { tm: 'Gullugyň wezipeleri', ru: 'Задачи службы', en: 'Tasks of the service' }),
      ...loc('content', htmlBody(g, g.slots())),
    },
    {
      id: 3,
      slug: 'yolbascylyk',
      ...loc('name', { tm: 'Ýolbaşçylyk', ru: 'Руководство', en: 'Leadership' }),
      ...loc('content', htmlBody(g, g.slots())),
    },
  ];
  const pages: StoredPage[] = [
    {
      id: 1,
      slug: 'ylalashyk',
      ...loc('title', { tm: 'Ulanyş düzgünleri', ru: 'Правила использования', en: 'Terms of use' }),
      ...loc(
        'content',
        joinTri(
          [
            wrapTri(
              { tm: 'Habar iberiş ylalaşygy', ru: 'Соглашение о рассылке', en: 'Newsletter agreement' },
              '<h2>',
              '</h2>',
            ),
            wrapTri(
              {
                tm: 'Abuna ýazylmak bilen siz e-poçta salgyňyzyň diňe gullugyň habarlaryny ibermek üçin ulanylmagyna razylyk berýärsiňiz.',
                ru: 'Подписываясь, вы соглашаетесь с тем, что ваш адрес электронной почты будет использоваться только для рассылки новостей службы.',
                en: "By subscribing you agree that your e-mail address is used only to send you the service's news.",
              },
              '<p>',
              '</p>',
            ),
            wrapTri(
              {
                tm: 'Abunalygy islän wagtyňyz ýatyryp bilersiňiz; maglumatlaryňyz üçünji taraplara berilmeýär.',
                ru: 'Вы можете отменить подписку в любое время; ваши данные не передаются третьим лицам.',
                en: 'You can cancel the subscription at any time; your data is not passed to third parties.',
              },
              '<p>',
              '</p>',
            ),
          ],
          '\n',
        ),
      ),
    },
    {
      id: 2,
      slug: 'gizlinlik-syyasaty',
      ...loc('title', { tm: 'Gizlinlik syýasaty', ru: 'Политика конфиденциальности', en: 'Privacy policy' }),
      ...loc('content', htmlBody(g, g.slots(), { rich: true })),
    },
    {
      id: 3,
      slug: 'gollanma',
      ...loc('title', {
        tm: 'Saýty ulanmak boýunça gollanma',
        ru: 'Руководство по использованию сайта',
        en: 'Guide to using the site',
      }),
      ...loc('content', htmlBody(g, g.slots())),
    },
  ];
  const subjects: MessageSubject[] = [
    {
      id: 1,
      ...loc('name', { tm: 'Umumy sorag', ru: 'Общий вопрос', en: 'General question' }),
      file_required: false,
    },
    {
      id: 2,
      ...loc('name', { tm: 'Pasport meseleleri', ru: 'Паспортные вопросы', en: 'Passport matters' }),
      file_required: true,
    },
    {
      id: 3,
      ...loc('name', { tm: 'Wiza meseleleri', ru: 'Визовые вопросы', en: 'Visa matters' }),
      file_required: false,
    },
    {
      id: 4,
      ...loc('name', { tm: 'Arza we şikaýat', ru: 'Заявления и жалобы', en: 'Applications and complaints' }),
      file_required: true,
    },
    { id: 5, ...loc('name', { tm: 'Teklip', ru: 'Предложение', en: 'Suggestion' }), file_required: false },
  ];
  const banners: Banner[] = [
    {
      id: 1,
      url: '/posts',
      image: imageUrl('banner', 1, 1600, 500),
      ...loc('text', {
        tm: 'Gullugyň iň täze habarlary',
        ru: 'Последние новости службы',
        en: 'The latest news of the service',
      }),
    },
    {
      id: 2,
      url: null,
      image: imageUrl('banner', 2, 1600, 500),
      ...loc('text', {
        tm: 'Raýatlara we myhmanlara hyzmat edýäris',
        ru: 'Служим гражданам и гостям страны',
        en: 'Serving citizens and guests of the country',
      }),
    },
    {
      id: 3,
      url: services.find((s) => s.is_online)!.url,
      image: imageUrl('banner', 3, 1600, 500),
      ...loc('text', {
        tm: 'Elektron wiza indi onlaýn',
        ru: 'Электронная виза теперь онлайн',
        en: 'The electronic visa is now online',
      }),
    },
    {
      id: 4,
      url: null,
      image: imageUrl('banner', 4, 1600, 500),
      ...loc('text', {
        tm: 'Biometrik pasportlar',
        ru: 'Биометрические паспорта',
        en: 'Biometric passports',
      }),
    },
    {
      id: 5,
      url: '/welcome',
      image: imageUrl('banner', 5, 1600, 500),
      ...loc('text', {
        tm: 'Türkmenistana hoş geldiňiz!',
        ru: 'Добро пожаловать в Туркменистан!',
        en: 'Welcome to Turkmenistan!',
      }),
    },
  ];
  const footerImages: FooterImage[] = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    src: imageUrl('gallery', i + 1, 400, 300),
  }));
  const { bannerSections, sections } = buildWelcome(g);
  const images = buildGallery(g, 18, 1);
  const videos: Video[] = [1, 2, 3].map((n) => ({
    id: n,
    src: `/media/video/migration-0${n}.${n === 2 ? 'mp4' : 'webm'}`,
    poster: imageUrl('video-poster', n, 1280, 720),
  }));
  const mainPost = posts.find((p) => p.category.slug === NEWS_CATEGORY_SLUGS.service && p.type === 'post')!;
  const db: Db = {
    meta: {
      generator: 'scripts/generate-fixtures.ts',
      seed,
      scale,
      anchor: ANCHOR,
      counts: {
        posts: posts.length,
        [NEWS_CATEGORY_SLUGS.service]: posts.filter((p) => p.category.slug === NEWS_CATEGORY_SLUGS.service)
          .length,
        [NEWS_CATEGORY_SLUGS.other]: posts.filter((p) => p.category.slug === NEWS_CATEGORY_SLUGS.other)
          .length,
        articles: posts.filter((p) => p.type === 'article').length,
      },
    },
    content: buildContent(),
    header_menu: buildMenu(services, aboutPages, pages),
    banners,
    footer_images: footerImages,
    services,
    departments: buildDepartments(),
    weblinks: buildWebLinks(),
    notices: buildNotices(g),
    main_about: {
      image: imageUrl('about', 1, 1200, 800),
      ...loc('name', { tm: 'Biz barada', ru: 'О нас', en: 'About us' }),
      ...loc('content', htmlBody(g, g.slots(), { paragraphs: 5 })),
    },
    about_pages: aboutPages,
    categories,
    posts,
    main_post_slug: mainPost.slug,
    pages,
    message_subjects: subjects,
    banner_sections: bannerSections,
    welcome_sections: sections,
    images,
    videos,
    messages: [],
    subscriptions: [
      {
        id: 1,
        email: 'subscriber@example.com',
        token: 'fixture-used-token-0001',
        status: 'active',
        created_at: '2026-10-01T09:00:00+05:00',
        activated_at: '2026-10-01T09:05:00+05:00',
      },
    ],
  };
  return db;
}

/** The exact bytes written to disk: stable key order from construction, two-space indent, final newline. */
export function serializeDb(db: Db): string {
  return `${JSON.stringify(db, null, 2)}\n`;
}
