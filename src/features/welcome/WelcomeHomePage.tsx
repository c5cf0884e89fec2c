import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/LangLink';
import { callQuery } from '../../api/queries';
import type { WelcomeSection } from '../../api/types';
import { useContentText } from '../../i18n/content';
import { useLang } from '../../i18n/lang';
import { pick } from '../../i18n/pick';
import { useT } from '../../i18n/useT';
import { QueryStates, isEmptyList } from '../../blocks/QueryStates';
import { Skeleton } from '../../shared/Skeleton';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSiteName } from '../../i18n/siteName';
import { BannerSlider } from './BannerSlider';
import { sectionLink } from './sectionLink';
import { commonTexts } from '../../i18n/texts';
import { welcomeTexts } from './texts';
import './welcome.css';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';

const WELCOME_KEY = 'Welcome to Turkmenistan!';

/** The heading comes from the site's text dictionary (requirements §3 key), else the built-in phrase. */
export function useWelcomeTitle(): string {
  const t = useT();
  const c = useContentText();
  const fromContent = c(WELCOME_KEY);
  return fromContent && fromContent !== WELCOME_KEY ? fromContent : t(welcomeTexts.welcome);
}

const CARD_PICTURE = decorativePicture({
  className: 'cover-picture welcome-card__image',
  // The guide's grid (welcome.css): 260 px at least with a 1.25rem gap across the container, so
  // two from 572 px, three from 852, four from 1132.
  sizes:
    '(min-width: 1232px) 285px, (min-width: 1132px) calc((100vw - 92px) / 4), (min-width: 852px) calc((100vw - 72px) / 3), (min-width: 572px) calc((100vw - 52px) / 2), calc(100vw - 2rem)',
  width: 480,
  height: 320,
});

function SectionCard({ section, sections }: { section: WelcomeSection; sections: WelcomeSection[] }) {
  const lang = useLang();
  return (
    <li className="welcome-card">
      <Link className="welcome-card__link" {...sectionLink(section, sections)}>
        <ResponsiveImage src={section.image} {...CARD_PICTURE} />
        <h3 className="welcome-card__name">{pick(section, 'name', lang, 'tm')}</h3>
      </Link>
    </li>
  );
}

function SectionGrid() {
  const t = useT();
  const query = useQuery(callQuery('getWelcomeSections'));
  return (
    <QueryStates
      query={query}
      skeleton={
        <div className="welcome-grid welcome-grid--loading" aria-busy="true">
          <span className="visually-hidden">{t(commonTexts.loading)}</span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="welcome-grid__placeholder" />
          ))}
        </div>
      }
      isEmpty={isEmptyList}
      emptyMessage={t(welcomeTexts.noSections)}
    >
      {(sections) => (
        <ul className="welcome-grid">
          {sections.map((section) => (
            <SectionCard key={section.id ?? section.slug} section={section} sections={sections} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/**
 * `/welcome/`: the banner slider of `/turkmenistan/banner-sections/` and the grid of the guide's
 * sections, each card opening `/welcome/section/{slug}#content`.
 */
export function Component() {
  const t = useT();
  const title = useWelcomeTitle();
  const siteName = useSiteName();
  const banners = useQuery(callQuery('getBannerSections'));
  const sections = useQuery(callQuery('getWelcomeSections'));
  useDocumentTitle(title, siteName, t(welcomeTexts.description));

  return (
    <div className="welcome-home">
      <div className="welcome-home__intro">
        <div className="container">
          <h1 className="welcome-home__title">{title}</h1>
        </div>
      </div>
      {banners.isPending ? (
        <div className="welcome-slider welcome-slider--placeholder" aria-busy="true">
          <span className="visually-hidden">{t(commonTexts.loading)}</span>
        </div>
      ) : banners.data && banners.data.length > 0 ? (
        <BannerSlider banners={banners.data} sections={sections.data} />
      ) : null}
      {/* A failed or empty banner call leaves the slider out: the sections below are the content. */}
      <section className="container welcome-home__sections" aria-labelledby="welcome-sections-title">
        <h2 id="welcome-sections-title" className="welcome-home__subtitle">
          {t(welcomeTexts.sections)}
        </h2>
        <SectionGrid />
      </section>
    </div>
  );
}
