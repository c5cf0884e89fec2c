/**
 * The shape of fixtures/db.json. The resources the API serves are made of the entity schemas
 * (src/api/schemas.ts), so the mock cannot hold or answer a shape the site does not expect: the
 * database's type comes from `dbResources`, and so do the contract's checks of the fixtures
 * (openapi/contract.ts). The mock's own records (messages, subscriptions, meta) are not published.
 */
import { z } from 'zod';
import * as S from '../src/api/schemas';

/** About pages and pages are looked up by slug; the API's answer has neither id nor slug. */
const stored = { id: z.int(), slug: z.string() };

/** Every resource of fixtures/db.json that the API serves, with its schema. */
export const dbResources = z.object({
  content: S.ContentDictionary,
  header_menu: S.HeaderMenu,
  banners: z.array(S.Banner),
  footer_images: z.array(S.FooterImage),
  services: z.array(S.Service),
  departments: z.array(S.Department),
  weblinks: z.array(S.WebLink),
  notices: z.array(S.Notice),
  main_about: S.MainAbout,
  about_pages: z.array(S.AboutPage.extend(stored)),
  categories: z.array(S.Category),
  posts: z.array(S.Post),
  /** The post `/posts/main-post/` answers. */
  main_post_slug: z.string(),
  pages: z.array(S.Page.extend(stored)),
  message_subjects: z.array(S.MessageSubject),
  banner_sections: z.array(S.BannerSection),
  welcome_sections: z.array(S.WelcomeSection),
  images: z.array(S.GalleryImage),
  videos: z.array(S.Video),
});

type DbResources = z.infer<typeof dbResources>;
export type StoredAboutPage = DbResources['about_pages'][number];
export type StoredPage = DbResources['pages'][number];

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

export type Db = DbResources & {
  meta: DbMeta;
  messages: StoredMessage[];
  subscriptions: StoredSubscription[];
};
