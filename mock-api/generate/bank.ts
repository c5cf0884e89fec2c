/**
 * A small trilingual text bank for the fixture generator. faker has no Turkmen locale, so the
 * Turkmen (Latin script, with ä ç ň ö ş ü ý ž), Russian and English texts are written here as
 * parallel triples: one random choice gives the same sentence in all three languages.
 * Slots: {city}, {region}, {n}, {phone}.
 * Over 300 lines on purpose: it is data only (parallel sentences), no logic to split.
 */
import type { LangText } from '../../src/api/types';

export type Tri = LangText;

export const CITIES: Tri[] = [
  { tm: 'Aşgabat', ru: 'Ашхабад', en: 'Ashgabat' },
  { tm: 'Türkmenabat', ru: 'Туркменабат', en: 'Turkmenabat' },
  { tm: 'Mary', ru: 'Мары', en: 'Mary' },
  { tm: 'Daşoguz', ru: 'Дашогуз', en: 'Dashoguz' },
  { tm: 'Balkanabat', ru: 'Балканабат', en: 'Balkanabat' },
  { tm: 'Türkmenbaşy', ru: 'Туркменбаши', en: 'Turkmenbashi' },
  { tm: 'Änew', ru: 'Анау', en: 'Anew' },
];

export const REGIONS: Tri[] = [
  { tm: 'Ahal welaýaty', ru: 'Ахалский велаят', en: 'Ahal region' },
  { tm: 'Balkan welaýaty', ru: 'Балканский велаят', en: 'Balkan region' },
  { tm: 'Daşoguz welaýaty', ru: 'Дашогузский велаят', en: 'Dashoguz region' },
  { tm: 'Lebap welaýaty', ru: 'Лебапский велаят', en: 'Lebap region' },
  { tm: 'Mary welaýaty', ru: 'Марыйский велаят', en: 'Mary region' },
  { tm: 'Aşgabat şäheri', ru: 'Город Ашхабад', en: 'Ashgabat city' },
];

/** News titles. */
export const TITLES: Tri[] = [
  {
    tm: 'Daşary ýurt pasportlaryny resmileşdirmegiň täze tertibi barada',
    ru: 'О новом порядке оформления заграничных паспортов',
    en: 'On the new procedure for issuing foreign travel passports',
  },
  {
    tm: '{city} şäherinde migrasiýa bölüminiň täze binasy açyldy',
    ru: 'В городе {city} открылось новое здание отдела миграции',
    en: 'A new migration office building opened in {city}',
  },
  {
    tm: 'Elektron wiza ulgamy boýunça maslahat geçirildi',
    ru: 'Проведено совещание по системе электронных виз',
    en: 'A meeting on the electronic visa system was held',
  },
  {
    tm: 'Raýatlara biometrik pasportlaryň berlişi dowam edýär',
    ru: 'Продолжается выдача биометрических паспортов гражданам',
    en: 'Issuance of biometric passports to citizens continues',
  },
  {
    tm: 'Halkara howa menzilinde serhet gözegçiliginiň täze ulgamy',
    ru: 'Новая система пограничного контроля в международном аэропорту',
    en: 'New border control system at the international airport',
  },
  {
    tm: 'Daşary ýurt raýatlaryny hasaba almagyň düzgünleri',
    ru: 'Правила регистрации иностранных граждан',
    en: 'Rules for the registration of foreign citizens',
  },
  {
    tm: 'Ýaşamak üçin ygtyýarnamany uzaltmak barada düşündiriş',
    ru: 'Разъяснение о продлении вида на жительство',
    en: 'Explanation on extending a residence permit',
  },
  {
    tm: 'Migrasiýa gullugynyň wekilleri halkara maslahata gatnaşdy',
    ru: 'Представители миграционной службы приняли участие в международной конференции',
    en: 'Migration service representatives took part in an international conference',
  },
  {
    tm: 'Raýatlygy almak boýunça resminamalaryň kabul edilişi',
    ru: 'Приём документов по вопросам гражданства',
    en: 'Acceptance of documents on citizenship matters',
  },
  {
    tm: '{region}: raýatlary kabul ediş güni geçirildi',
    ru: '{region}: проведён день приёма граждан',
    en: "{region}: a citizens' reception day was held",
  },
  {
    tm: 'Gullugyň işgärleri üçin hünär ýokarlandyryş okuwlary',
    ru: 'Курсы повышения квалификации для сотрудников службы',
    en: "Professional training courses for the service's staff",
  },
  {
    tm: 'Çagalar üçin pasport resmileşdirmek: zerur resminamalar',
    ru: 'Оформление паспорта для детей: необходимые документы',
    en: 'Passports for children: the documents required',
  },
  {
    tm: 'Türkmenistana gelýän syýahatçylar üçin wiza talaplary',
    ru: 'Визовые требования для туристов, прибывающих в Туркменистан',
    en: 'Visa requirements for tourists coming to Turkmenistan',
  },
  {
    tm: 'Ýolagçylara hyzmat etmegiň tertibi kämilleşdirildi',
    ru: 'Усовершенствован порядок обслуживания пассажиров',
    en: 'Passenger service procedures improved',
  },
  {
    tm: 'Migrasiýa kanunçylygyna girizilen üýtgeşmeler',
    ru: 'Изменения, внесённые в миграционное законодательство',
    en: 'Amendments to the migration legislation',
  },
  {
    tm: 'Onlaýn nobata ýazylmak hyzmaty işe girizildi',
    ru: 'Запущена услуга онлайн-записи в очередь',
    en: 'Online queue booking service launched',
  },
  {
    tm: 'Halkara hyzmatdaşlyk: migrasiýa meseleleri boýunça gepleşikler',
    ru: 'Международное сотрудничество: переговоры по вопросам миграции',
    en: 'International cooperation: talks on migration issues',
  },
  {
    tm: 'Garaşsyzlyk baýramy mynasybetli dabaraly çäre geçirildi',
    ru: 'Проведено торжественное мероприятие по случаю Дня независимости',
    en: 'A ceremony was held to mark Independence Day',
  },
  {
    tm: 'Ýitirilen pasportyň ýerine täzesini almagyň tertibi',
    ru: 'Порядок получения нового паспорта взамен утерянного',
    en: 'How to obtain a new passport to replace a lost one',
  },
  {
    tm: 'Daşary ýurtda okaýan talyplar üçin maglumat',
    ru: 'Информация для студентов, обучающихся за рубежом',
    en: 'Information for students studying abroad',
  },
  {
    tm: '{city}: gözegçilik-geçiriş nokadynda täze enjamlar oturdyldy',
    ru: '{city}: на контрольно-пропускном пункте установлено новое оборудование',
    en: '{city}: new equipment installed at the checkpoint',
  },
  {
    tm: 'Žurnalistler üçin migrasiýa hyzmatlary barada brifing',
    ru: 'Брифинг для журналистов о миграционных услугах',
    en: 'Briefing for journalists on migration services',
  },
];

/** Titles longer than 100 characters in every language (the breadcrumb cuts them). */
export const LONG_TITLES: Tri[] = [
  {
    tm: 'Türkmenistanyň Döwlet migrasiýa gullugy raýatlara we daşary ýurt raýatlaryna edilýän hyzmatlary kämilleşdirmek, resminamalary onlaýn kabul etmek we nobatlary azaltmak boýunça täze çäreleri yglan etdi',
    ru: 'Государственная миграционная служба Туркменистана объявила о новых мерах по совершенствованию услуг для граждан и иностранцев, онлайн-приёму документов и сокращению очередей',
    en: 'The State Migration Service of Turkmenistan announced new measures to improve services for citizens and foreign nationals, accept documents online and shorten the queues at its offices',
  },
  {
    tm: 'Halkara maslahatda migrasiýa akymlaryny dolandyrmak, serhet gözegçiligini sanlylaşdyrmak we goňşy döwletler bilen maglumat alyşmak meseleleri giňişleýin ara alnyp maslahatlaşyldy',
    ru: 'На международной конференции подробно обсуждались вопросы управления миграционными потоками, цифровизации пограничного контроля и обмена информацией с соседними государствами',
    en: 'An international conference discussed in detail the management of migration flows, the digitalisation of border control and the exchange of information with neighbouring states',
  },
];

export const SENTENCES: Tri[] = [
  {
    tm: 'Türkmenistanyň Döwlet migrasiýa gullugy raýatlara we daşary ýurt raýatlaryna hyzmatlary has amatly etmek ugrunda yzygiderli işleri alyp barýar.',
    ru: 'Государственная миграционная служба Туркменистана ведёт последовательную работу по повышению удобства услуг для граждан и иностранцев.',
    en: 'The State Migration Service of Turkmenistan works steadily to make its services more convenient for citizens and foreign nationals.',
  },
  {
    tm: 'Resminamalar {city} şäherindäki migrasiýa bölüminde iş günleri kabul edilýär.',
    ru: 'Документы принимаются в отделе миграции в городе {city} по рабочим дням.',
    en: 'Documents are accepted at the migration office in {city} on working days.',
  },
  {
    tm: 'Arza bilen bilelikde pasportyň göçürmesi, surat we döwlet pajynyň tölenendigi barada kwitansiýa tabşyrylýar.',
    ru: 'Вместе с заявлением подаются копия паспорта, фотография и квитанция об оплате государственной пошлины.',
    en: 'A copy of the passport, a photograph and a receipt for the state fee are submitted together with the application.',
  },
  {
    tm: 'Biometrik pasport {n} iş gününiň dowamynda taýýarlanýar.',
    ru: 'Биометрический паспорт изготавливается в течение {n} рабочих дней.',
    en: 'A biometric passport is produced within {n} working days.',
  },
  {
    tm: 'Elektron wiza üçin arza gullugyň resmi saýty arkaly onlaýn berilýär.',
    ru: 'Заявление на электронную визу подаётся онлайн через официальный сайт службы.',
    en: "An application for an electronic visa is submitted online through the service's official website.",
  },
  {
    tm: 'Maslahatda migrasiýa ulgamyny sanlylaşdyrmak meseleleri ara alnyp maslahatlaşyldy.',
    ru: 'На совещании обсуждались вопросы цифровизации миграционной системы.',
    en: 'The meeting discussed the digitalisation of the migration system.',
  },
  {
    tm: 'Daşary ýurt raýatlary Türkmenistana gelenlerinden soň üç iş gününiň dowamynda hasaba durmaly.',
    ru: 'Иностранные граждане должны встать на учёт в течение трёх рабочих дней после прибытия в Туркменистан.',
    en: 'Foreign citizens must register within three working days of arriving in Turkmenistan.',
  },
  {
    tm: 'Raýatlary kabul etmek sişenbe we penşenbe günleri sagat 9:00-dan 12:00-a çenli we 15:00-dan 17:00-a çenli geçirilýär.',
    ru: 'Приём граждан проводится по вторникам и четвергам с 9:00 до 12:00 и с 15:00 до 17:00.',
    en: 'Citizens are received on Tuesdays and Thursdays from 9:00 to 12:00 and from 15:00 to 17:00.',
  },
  {
    tm: 'Goşmaça maglumat almak üçin {phone} telefon belgisine jaň edip bilersiňiz.',
    ru: 'Дополнительную информацию можно получить по телефону {phone}.',
    en: 'For more information you can call {phone}.',
  },
  {
    tm: 'Çäräniň dowamynda gullugyň hünärmenleri raýatlaryň soraglaryna jogap berdiler.',
    ru: 'В ходе мероприятия специалисты службы ответили на вопросы граждан.',
    en: "During the event the service's specialists answered citizens' questions.",
  },
  {
    tm: 'Ýaşamak üçin ygtyýarnamanyň möhleti gutarmazdan azyndan otuz gün öň arza bermeli.',
    ru: 'Заявление следует подать не позднее чем за тридцать дней до истечения срока вида на жительство.',
    en: 'The application should be filed at least thirty days before the residence permit expires.',
  },
  {
    tm: 'On alty ýaşyna ýetmedik çagalar üçin pasport ene-atasynyň biriniň arzasy esasynda resmileşdirilýär.',
    ru: 'Паспорт для детей, не достигших шестнадцати лет, оформляется по заявлению одного из родителей.',
    en: 'A passport for a child under sixteen is issued on the application of one of the parents.',
  },
  {
    tm: 'Serhet gözegçiligi ýolagçylaryň wagtyny tygşytlamak üçin döwrebap enjamlar bilen üpjün edildi.',
    ru: 'Пограничный контроль оснащён современным оборудованием, чтобы сократить время ожидания пассажиров.',
    en: "Border control has been equipped with modern devices to save passengers' time.",
  },
  {
    tm: 'Halkara guramalar bilen hyzmatdaşlyk migrasiýa syýasatynyň möhüm ugurlarynyň biridir.',
    ru: 'Сотрудничество с международными организациями — одно из важных направлений миграционной политики.',
    en: 'Cooperation with international organisations is one of the key areas of migration policy.',
  },
  {
    tm: 'Ýitirilen pasport barada ilki bilen ýaşaýan ýeriňizdäki polisiýa bölümine habar bermeli.',
    ru: 'Об утере паспорта прежде всего необходимо сообщить в отдел полиции по месту жительства.',
    en: 'The loss of a passport should first be reported to the police department where you live.',
  },
  {
    tm: 'Hyzmatlaryň sanawy we nyrhlary gullugyň binasyndaky maglumat tagtasynda ýerleşdirildi.',
    ru: 'Перечень услуг и их стоимость размещены на информационном стенде в здании службы.',
    en: "The list of services and their fees is posted on the information board in the service's building.",
  },
  {
    tm: 'Täze ulgam resminamalary kabul etmegiň we barlamagyň wagtyny ep-esli gysgaltdy.',
    ru: 'Новая система значительно сократила время приёма и проверки документов.',
    en: 'The new system has considerably shortened the time needed to accept and check documents.',
  },
  {
    tm: 'Gullugyň işgärleri daşary ýurtly kärdeşleriniň tejribesi bilen tanyşdylar.',
    ru: 'Сотрудники службы ознакомились с опытом зарубежных коллег.',
    en: "The service's staff learned from the experience of their foreign colleagues.",
  },
  {
    tm: 'Raýatlaryň ýüzlenmelerine kanunda bellenen möhletde seredilýär.',
    ru: 'Обращения граждан рассматриваются в сроки, установленные законом.',
    en: "Citizens' appeals are considered within the time limits set by law.",
  },
  {
    tm: 'Wiza goldawy üçin çakylyk beriji edara ýa-da kärhana arza bilen ýüzlenýär.',
    ru: 'Для получения визовой поддержки приглашающая организация или предприятие подаёт заявление.',
    en: 'For visa support, the inviting organisation or company files an application.',
  },
  {
    tm: 'Türkmenistanyň raýatlary daşary ýurda hereket edýän daşary ýurt pasporty bilen gidýärler.',
    ru: 'Граждане Туркменистана выезжают за рубеж по действующему заграничному паспорту.',
    en: 'Citizens of Turkmenistan travel abroad on a valid foreign travel passport.',
  },
  {
    tm: 'Dabara {city} şäherinde ýokary guramaçylyk derejesinde geçdi.',
    ru: 'Торжество прошло в городе {city} на высоком организационном уровне.',
    en: 'The ceremony in {city} was very well organised.',
  },
  {
    tm: 'Ýaşlara migrasiýa kanunçylygy barada düşündiriş işleri geçirildi.',
    ru: 'Для молодёжи была проведена разъяснительная работа о миграционном законодательстве.',
    en: 'Young people were given explanations of the migration legislation.',
  },
  {
    tm: 'Onlaýn nobat hyzmaty arkaly kabul edişe amatly wagty saýlap bolýar.',
    ru: 'С помощью онлайн-очереди можно выбрать удобное время приёма.',
    en: 'The online queue lets you choose a convenient appointment time.',
  },
  {
    tm: 'Şu ýylyň başyndan bäri {n} müňden gowrak pasport resmileşdirildi.',
    ru: 'С начала года оформлено более {n} тысяч паспортов.',
    en: 'More than {n} thousand passports have been issued since the beginning of the year.',
  },
  {
    tm: 'Ähli hyzmatlar türkmen, rus we iňlis dillerinde hödürlenýär.',
    ru: 'Все услуги предоставляются на туркменском, русском и английском языках.',
    en: 'All services are offered in Turkmen, Russian and English.',
  },
  {
    tm: 'Gözegçilik-geçiriş nokatlarynda ýolagçylar üçin amatly şertler döredildi.',
    ru: 'На контрольно-пропускных пунктах созданы удобные условия для пассажиров.',
    en: 'Convenient conditions for passengers have been created at the checkpoints.',
  },
  {
    tm: 'Çärä köpçülikleýin habar beriş serişdeleriniň žurnalistleri gatnaşdy.',
    ru: 'В мероприятии приняли участие журналисты средств массовой информации.',
    en: 'Journalists from the media attended the event.',
  },
  {
    tm: '{region} boýunça migrasiýa bölümleriniň işi seljerildi.',
    ru: 'Проанализирована работа отделов миграции по региону: {region}.',
    en: 'The work of the migration offices in the following region was reviewed: {region}.',
  },
  {
    tm: 'Gullugyň işi barada habarlary resmi saýtda we mobil programmada yzarlap bilersiňiz.',
    ru: 'Новости о работе службы можно следить на официальном сайте и в мобильном приложении.',
    en: "You can follow news about the service's work on the official website and in the mobile app.",
  },
];

export const HEADINGS: Tri[] = [
  { tm: 'Zerur resminamalar', ru: 'Необходимые документы', en: 'Documents required' },
  { tm: 'Möhletler we tölegler', ru: 'Сроки и оплата', en: 'Deadlines and fees' },
  { tm: 'Nirä ýüzlenmeli', ru: 'Куда обращаться', en: 'Where to apply' },
  { tm: 'Ýatlatma', ru: 'Напоминание', en: 'Reminder' },
];

export const LIST_ITEMS: Tri[] = [
  { tm: 'arza (görnüşi boýunça)', ru: 'заявление (по форме)', en: 'an application form' },
  {
    tm: 'pasportyň asyl nusgasy we göçürmesi',
    ru: 'оригинал и копия паспорта',
    en: 'the original passport and a copy',
  },
  {
    tm: 'iki sany reňkli surat (3x4 sm)',
    ru: 'две цветные фотографии (3x4 см)',
    en: 'two colour photographs (3x4 cm)',
  },
  {
    tm: 'döwlet pajynyň tölenendigi barada kwitansiýa',
    ru: 'квитанция об оплате госпошлины',
    en: 'a receipt for the state fee',
  },
  { tm: 'doglan ýeri barada şahadatnama', ru: 'свидетельство о рождении', en: 'a birth certificate' },
  { tm: 'ýaşaýan ýerinden güwänama', ru: 'справка с места жительства', en: 'a certificate of residence' },
];

/** Short labels for gallery images and welcome sections. */
export const IMAGE_NAMES: Tri[] = [
  {
    tm: 'Aşgabadyň ak mermerli binalary',
    ru: 'Беломраморные здания Ашхабада',
    en: 'White marble buildings of Ashgabat',
  },
  { tm: 'Garagum çölünde gün ýaşyşy', ru: 'Закат в пустыне Каракумы', en: 'Sunset in the Karakum desert' },
  { tm: 'Köpetdag daglary', ru: 'Горы Копетдаг', en: 'The Kopetdag mountains' },
  { tm: 'Hazar deňziniň kenary', ru: 'Побережье Каспийского моря', en: 'The Caspian Sea coast' },
  { tm: 'Gadymy Merw', ru: 'Древний Мерв', en: 'Ancient Merv' },
  { tm: 'Köneürgenç ýadygärlikleri', ru: 'Памятники Кёнеургенча', en: 'Monuments of Konye-Urgench' },
  { tm: 'Ahalteke bedewi', ru: 'Ахалтекинский скакун', en: 'An Akhal-Teke horse' },
  { tm: 'Türkmen halysy', ru: 'Туркменский ковёр', en: 'A Turkmen carpet' },
  { tm: 'Halkara howa menzili', ru: 'Международный аэропорт', en: 'The international airport' },
  {
    tm: 'Migrasiýa gullugynyň binasy',
    ru: 'Здание миграционной службы',
    en: 'The migration service building',
  },
  { tm: 'Nusaý galasy', ru: 'Крепость Ниса', en: 'The Nisa fortress' },
  { tm: 'Ýaňydag', ru: 'Яныдаг', en: 'Yangydag hills' },
];

export const PERSON_NAMES = [
  'Aýgül Meredowa',
  'Merdan Annaýew',
  'Şöhrat Orazow',
  'Jeren Öwezowa',
  'Güljemal Baýramowa',
  'Nurmuhammet Ataýew',
  'Maýa Çaryýewa',
  'Döwlet Hojamuradow',
];

/** Latin transliteration for slugs (Turkmen letters to ASCII). */
const SLUG_MAP: Record<string, string> = { ä: 'a', ç: 'c', ň: 'n', ö: 'o', ş: 's', ü: 'u', ý: 'y', ž: 'z' };

export function slugify(text: string, max = 60): string {
  const ascii = text
    .toLowerCase()
    .replace(/[äçňöşüýž]/g, (ch) => SLUG_MAP[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii.slice(0, max).replace(/-+$/, '');
}
