/**
 * Deterministic fixture generator: the same seed and scale give the same database, byte for byte.
 * Randomness comes only from a seeded faker instance; dates count back from a fixed anchor instead
 * of the wall clock. Scale multiplies the posts only (scale 1 = 400 posts, scale 25 = 10 000).
 */
import type { Banner, FooterImage, MessageSubject, Video } from '../../src/api/types';
import { NEWS_CATEGORY_SLUGS } from '../../src/api/types';
import type { Db, StoredAboutPage, StoredPage } from '../db-types';
import { imageUrl } from '../media-names';

export { ANCHOR, ARTICLES_CATEGORY_SLUG, DEFAULT_SEED, POSTS_PER_SCALE } from './text';

export interface GenerateOptions {
  seed?: number;
  scale?: number;
}

import { buildDepartments, buildServices, buildWebLinks } from './directory';
import { buildContent, buildGallery, buildMenu, buildWelcome } from './frame';
import { buildCategories, buildNotices, buildPosts } from './posts';
import { buildMoreResources } from './resources';
import { ANCHOR, DEFAULT_SEED, Gen, POSTS_PER_SCALE, htmlBody, joinTri, loc, wrapTri } from './text';

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
    // Captions on the first video only: the field is optional, and the site must handle both.
    ...(n === 1
      ? {
          tracks: [
            {
              src: `/media/captions/migration-0${n}.tk.vtt`,
              srclang: 'tk',
              label: 'Türkmençe',
              kind: 'captions' as const,
            },
            {
              src: `/media/captions/migration-0${n}.ru.vtt`,
              srclang: 'ru',
              label: 'Русский',
              kind: 'captions' as const,
            },
            {
              src: `/media/captions/migration-0${n}.en.vtt`,
              srclang: 'en',
              label: 'English',
              kind: 'captions' as const,
            },
          ],
        }
      : {}),
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
    // Last of the resources: they draw from the random stream after everything above (resources.ts).
    ...buildMoreResources(g),
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
