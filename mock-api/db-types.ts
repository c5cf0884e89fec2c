/**
 * The shape of fixtures/db.json. Entities reuse the site's own types (src/api/types.ts), so the
 * mock cannot answer a shape the site does not expect.
 */
import type {
  AboutPage,
  Banner,
  BannerSection,
  Category,
  ContentDictionary,
  Department,
  FooterImage,
  GalleryImage,
  HeaderMenu,
  MainAbout,
  MessageSubject,
  Notice,
  Page,
  Post,
  Service,
  Video,
  WebLink,
  WelcomeSection,
} from '../src/api/types';

export type StoredAboutPage = AboutPage & { id: number; slug: string };
export type StoredPage = Page & { id: number; slug: string };

export interface StoredFile {
  name: string;
  mime: 'image/png' | 'image/gif' | 'image/jpeg';
  size: number;
}

/** A contact message: pending until its e-mailed code is confirmed. */
export interface StoredMessage {
  id: number;
  fullname: string;
  email: string;
  subject: number;
  message: string;
  status: 'pending' | 'confirmed' | 'locked' | 'expired';
  otp: string;
  otp_expires_at: string;
  attempts: number;
  created_at: string;
  confirmed_at: string | null;
  file: StoredFile | null;
}

export interface StoredSubscription {
  id: number;
  email: string;
  token: string;
  status: 'pending' | 'active' | 'replaced';
  created_at: string;
  activated_at: string | null;
}

export interface DbMeta {
  generator: string;
  seed: number;
  scale: number;
  /** The fixed "today" the dates are generated back from (never the wall clock: determinism). */
  anchor: string;
  counts: Record<string, number>;
}

export interface Db {
  meta: DbMeta;
  content: ContentDictionary;
  header_menu: HeaderMenu;
  banners: Banner[];
  footer_images: FooterImage[];
  services: Service[];
  departments: Department[];
  weblinks: WebLink[];
  notices: Notice[];
  main_about: MainAbout;
  about_pages: StoredAboutPage[];
  categories: Category[];
  posts: Post[];
  /** The post `/posts/main-post/` answers. */
  main_post_slug: string;
  pages: StoredPage[];
  message_subjects: MessageSubject[];
  banner_sections: BannerSection[];
  welcome_sections: WelcomeSection[];
  images: GalleryImage[];
  videos: Video[];
  messages: StoredMessage[];
  subscriptions: StoredSubscription[];
}
