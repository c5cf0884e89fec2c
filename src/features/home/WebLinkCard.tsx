import type { WebLink } from '../../api/types';
import { pick, useLang } from '../../i18n';
import { DataLink } from '../../shared/DataLink';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';

const CARD_SELECTOR = '.home-weblinks__card';

/** Which card inside `root` has the keyboard focus (its place among the cards), or null. */
export function focusedCardIndex(root: ParentNode | null): number | null {
  if (!root) return null;
  const index = [...root.querySelectorAll(CARD_SELECTOR)].indexOf(document.activeElement as Element);
  return index >= 0 ? index : null;
}

/** Focuses the card at `index` inside `root`; false when there is no such card. */
export function focusCard(root: ParentNode, index: number): boolean {
  const card = root.querySelectorAll<HTMLElement>(CARD_SELECTOR)[index];
  card?.focus();
  return !!card;
}

/** The logo's box (home.css): 10rem wide. */
const LOGO = decorativePicture({ className: 'home-weblinks__logo', sizes: '10rem', width: 300, height: 150 });

/** One institution: logo and name, linking to its site by the one link rule (shared/links.ts: another site opens in a new tab). */
export function WebLinkCard({ link }: { link: WebLink }) {
  const lang = useLang();
  const name = pick(link, 'name', lang, 'tm');
  return (
    <DataLink url={link.url} className="home-weblinks__card">
      {link.image ? <ResponsiveImage src={link.image} {...LOGO} /> : null}
      <span className="home-weblinks__name">{name}</span>
    </DataLink>
  );
}
