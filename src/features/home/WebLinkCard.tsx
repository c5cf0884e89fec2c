import type { WebLink } from '../../api/types';
import { pick, useLang } from '../../i18n';
import { DataLink } from '../../shared/DataLink';

/** One institution: logo and name, linking to its site by the one link rule (shared/links.ts: another site opens in a new tab). */
export function WebLinkCard({ link }: { link: WebLink }) {
  const lang = useLang();
  const name = pick(link, 'name', lang, 'tm');
  return (
    <DataLink url={link.url} className="home-weblinks__card">
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
    </DataLink>
  );
}
