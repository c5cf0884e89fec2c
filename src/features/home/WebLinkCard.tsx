import type { WebLink } from '../../api/types';
import { pickOrTm, useLang, useT } from '../../i18n';
import { homePhrases } from './phrases';

/** One institution: logo and name, opening the institution's site in a new tab. */
export function WebLinkCard({ link }: { link: WebLink }) {
  const lang = useLang();
  const t = useT();
  const name = pickOrTm(link, 'name', lang);
  return (
    <a className="home-weblinks__card" href={link.url} target="_blank" rel="noopener noreferrer">
      {link.image ? (
        <img
          className="home-weblinks__logo"
          src={link.image}
          alt=""
          width={300}
          height={150}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="home-weblinks__name">{name}</span>
      <span className="visually-hidden"> {t(homePhrases.opensInNewTab)}</span>
    </a>
  );
}
