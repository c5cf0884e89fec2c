/**
 * Gallery images, the welcome sections, the header menu and the site texts dictionary.
 */
import type {
  BannerSection,
  ContentDictionary,
  GalleryImage,
  HeaderMenu,
  MenuItem,
  Service,
  WelcomeSection,
} from '../../src/api/types';
import type { StoredAboutPage, StoredPage } from '../db-types';
import { imageUrl } from '../media-names';
import { IMAGE_NAMES, slugify, type Tri } from './bank';
import { Gen, constTri, htmlBody, loc } from './text';

export function buildGallery(g: Gen, count: number, startId: number): GalleryImage[] {
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

export function buildWelcome(g: Gen): { bannerSections: BannerSection[]; sections: WelcomeSection[] } {
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

export function menuItem(id: number, name: Tri, url: string, children: MenuItem[] = []): MenuItem {
  return { id, ...loc('name', name), url, children };
}

export function buildMenu(
  services: Service[],
  aboutPages: StoredAboutPage[],
  pages: StoredPage[],
): HeaderMenu {
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

export function buildContent(): ContentDictionary {
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
