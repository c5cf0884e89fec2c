import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/LangLink';
import { callQuery } from '../../api/queries';
import type { Service } from '../../api/types';
import { pick, useLang, useT, commonTexts } from '../../i18n';
import { GoToTopButton } from '../../shared/GoToTopButton';
import { SkeletonBlock } from '../../shared/Skeleton';
import { CONTENT_KEYS } from './contentKeys';
import { DataLink } from '../../shared/DataLink';
import { useSiteTexts } from './useSiteTexts';
import { frameTexts } from './texts';
import { sharedTexts } from '../../shared/texts';
import './Footer.css';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';
import { href, serviceHref } from '../../addresses/href';

/** Up to 6 multimedia tiles in the footer (requirements §9). */
export const FOOTER_IMAGE_LIMIT = 6;

const TILE = decorativePicture({
  // Six columns of the container with 0.5rem gaps (Footer.css), three below 768 px.
  sizes: '(min-width: 1232px) 194px, (min-width: 768px) calc((100vw - 72px) / 6), calc((100vw - 48px) / 3)',
  width: 400,
  height: 300,
});

/**
 * The footer (requirements §2): logo, about text, offline and online services, app badges, media tiles.
 * Its sections are plain sections (not named regions): the home page has blocks with the same
 * names, and landmarks must be unique.
 */
export function Footer() {
  const t = useT();
  const { text, siteName } = useSiteTexts();
  const services = useQuery(callQuery('getAllServices'));
  // Requirements §7: on failure the footer image list is emptied — no error, no tiles.
  const images = useQuery({ ...callQuery('getFooterImages'), retry: false });
  const tiles = (images.data ?? []).slice(0, FOOTER_IMAGE_LIMIT);
  const offline = (services.data ?? []).filter((s) => !s.is_online);
  const online = (services.data ?? []).filter((s) => s.is_online);
  const androidUrl = text(CONTENT_KEYS.androidUrl);
  const iosUrl = text(CONTENT_KEYS.iosUrl);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about">
          <h2 className="visually-hidden">{text(CONTENT_KEYS.aboutUs, frameTexts.aboutUs)}</h2>
          <img
            className="site-footer__logo"
            src="/logo.svg"
            alt={siteName}
            width={72}
            height={72}
            loading="lazy"
          />
          <p className="site-footer__about-text">{text(CONTENT_KEYS.footerAbout)}</p>
        </section>

        <FooterServices
          id="footer-services"
          title={text(CONTENT_KEYS.footerServices, commonTexts.services)}
          services={offline}
          pending={services.isPending}
        />
        <FooterServices
          id="footer-online-services"
          title={text(CONTENT_KEYS.footerOnlineServices, commonTexts.onlineServices)}
          services={online}
          pending={services.isPending}
        />

        <section className="site-footer__apps">
          <h2 className="site-footer__title">{text(CONTENT_KEYS.stayConnected, frameTexts.mobileApps)}</h2>
          <ul className="site-footer__badges">
            {androidUrl ? (
              <li>
                <a className="store-badge" href={androidUrl} target="_blank" rel="noopener noreferrer">
                  <PlayIcon />
                  <span>{t(frameTexts.googlePlay)}</span>{' '}
                  <span className="visually-hidden">{t(sharedTexts.opensInNewTab)}</span>
                </a>
              </li>
            ) : null}
            {iosUrl ? (
              <li>
                <a className="store-badge" href={iosUrl} target="_blank" rel="noopener noreferrer">
                  <AppleIcon />
                  <span>{t(frameTexts.appStore)}</span>{' '}
                  <span className="visually-hidden">{t(sharedTexts.opensInNewTab)}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>

      {tiles.length > 0 ? (
        <section className="container site-footer__media">
          <h2 className="visually-hidden">{t(frameTexts.multimedia)}</h2>
          {/* One link to /media around the tiles (WCAG 2.4.4): six links of one destination were six
              stops that a screen-reader list read as six different places. */}
          <Link to={href('media')} className="site-footer__tiles-link" aria-label={t(frameTexts.multimedia)}>
            <ul className="site-footer__tiles">
              {tiles.map((image) => (
                <li key={image.id} className="site-footer__tile">
                  <ResponsiveImage src={image.src} {...TILE} />
                </li>
              ))}
            </ul>
          </Link>
        </section>
      ) : null}

      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
        </div>
      </div>
      <GoToTopButton threshold={200} focusTarget="#frame-logo-link" />
    </footer>
  );
}

function FooterServices({
  id,
  title,
  services,
  pending,
}: {
  id: string;
  title: string;
  services: Service[];
  pending: boolean;
}) {
  const lang = useLang();
  return (
    <section className="site-footer__services" data-list={id} id={id}>
      <h2 className="site-footer__title">{title}</h2>
      {pending ? (
        <SkeletonBlock lines={4} />
      ) : (
        <ul className="site-footer__list">
          {services.map((service) => (
            <li key={service.id}>
              <DataLink url={serviceHref(service)} className="site-footer__link">
                {pick(service, 'name', lang, 'tm')}
              </DataLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      <path d="M4 2.5v19l10-9.5z" fill="#34a853" />
      <path d="M4 2.5l13 7.3-3 2.7z" fill="#4285f4" />
      <path d="M4 21.5l13-7.3-3-2.7z" fill="#ea4335" />
      <path d="M17 9.8l3.2 1.8c.7.4.7 1 0 1.4L17 14.2 14 12z" fill="#fbbc04" />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="22" viewBox="0 0 20 24">
      <path
        d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5 1-1.4 1.4-2.8 1.4-2.8s-2.4-1-2.4-4.2zM13.9 5.1c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
        fill="currentColor"
      />
    </svg>
  );
}
