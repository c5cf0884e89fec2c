/**
 * Services (online and offline), the offices with addresses and maps, and the useful links.
 */
import type { Department, Service, WebLink } from '../../src/api/types';
import { imageUrl } from '../media-names';
import { slugify, type Tri } from './bank';
import { Gen, HOSTILE_HTML, constTri, htmlBody, joinTri, loc, wrapTri } from './text';

export const SERVICE_NAMES: { name: Tri; online: boolean; extra: boolean }[] = [
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

export function buildServices(g: Gen): Service[] {
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

export function buildDepartments(): Department[] {
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

export function buildWebLinks(): WebLink[] {
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
