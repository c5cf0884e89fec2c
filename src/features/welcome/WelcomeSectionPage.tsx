import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../shared/LangLink';
import { callQuery } from '../../api/queries';
import type { WelcomeSection } from '../../api/types';
import { useLang } from '../../i18n/lang';
import { pick } from '../../i18n/pick';
import { useT } from '../../i18n/useT';
import { ErrorState } from '../../blocks/QueryStates';
import { htmlToText } from '../../api/htmlText';
import { SafeHtml } from '../../shared/SafeHtml';
import { Skeleton, SkeletonBlock } from '../../shared/Skeleton';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSiteName } from '../../i18n/siteName';
import { ImageGallery } from '../../shared/gallery/ImageGallery';
import { THUMBS_ACROSS_CONTAINER } from '../../shared/gallery/thumbSizes';
import { toGalleryItems } from '../../blocks/galleryItems';
import { readSectionState, sectionLink } from './sectionLink';
import { commonTexts } from '../../i18n/texts';
import { galleryTexts } from '../../shared/gallery/texts';
import { welcomeTexts } from './texts';
import './welcome.css';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';
import { href } from '../../addresses/href';

/**
 * The section's main column (welcome.css): the container less the 300 px side column and the 2rem
 * gap from 960 px, the container (1rem each side, at most 1200 px) below.
 */
const MAIN_COLUMN = '(min-width: 1232px) 868px, (min-width: 960px) calc(100vw - 364px), calc(100vw - 2rem)';
/**
 * The gallery's thumbnails in that column (gallery.css: 200 px at least, a 0.75rem gap): two, three
 * and four from 960, 988 and 1200 px beside the side column; below 960 across the container, as
 * the gallery says.
 */
const GALLERY_SIZES =
  '(min-width: 1232px) 208px, (min-width: 1200px) calc((100vw - 400px) / 4), (min-width: 988px) calc((100vw - 388px) / 3), ' +
  `(min-width: 960px) calc((100vw - 376px) / 2), ${THUMBS_ACROSS_CONTAINER}`;

/** The other sections' thumbnails (welcome.css: 6rem wide). */
const THUMB = decorativePicture({ sizes: '6rem', width: 96, height: 64 });
/** The section's own picture, across its main column. */
const COVER = decorativePicture({
  className: 'cover-picture welcome-section__image',
  sizes: MAIN_COLUMN,
  width: 1200,
  height: 675,
});

function OtherSections({ current, sections }: { current: WelcomeSection; sections: WelcomeSection[] }) {
  const t = useT();
  const lang = useLang();
  const others = sections.filter((section) => section.slug !== current.slug);
  if (others.length === 0) return null;
  return (
    <aside className="welcome-others" aria-labelledby="welcome-others-title">
      <h2 id="welcome-others-title">{t(welcomeTexts.otherSections)}</h2>
      <ul className="welcome-others__list">
        {others.map((section) => (
          <li key={section.id ?? section.slug}>
            <Link className="welcome-others__link" {...sectionLink(section, sections)}>
              <ResponsiveImage src={section.image} {...THUMB} />
              <span>{pick(section, 'name', lang, 'tm')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * `/welcome/section/:slug#content`: the section's text, its image gallery and the other sections.
 * The original needed `{section, sections}` in navigation state and broke without it (requirements §2);
 * here the state is only a head start: the page always reads `/turkmenistan/sections/` (already
 * prefetched by the route loader) and finds the slug, so a direct link or a reload works too.
 */
export function Component() {
  const t = useT();
  const lang = useLang();
  const siteName = useSiteName();
  const { slug = '' } = useParams();
  const location = useLocation();
  const navState = readSectionState(location.state, slug);
  const query = useQuery(callQuery('getWelcomeSections'));

  const sections = query.data ?? navState?.sections ?? [];
  const section = query.data?.find((s) => s.slug === slug) ?? navState?.section;
  const notFound = !section && query.isSuccess;

  const name = section ? pick(section, 'name', lang, 'tm') : '';
  const content = section ? pick(section, 'content', lang, 'none') : '';
  const imageWord = t(galleryTexts.image);
  const images = section ? toGalleryItems(section.images ?? [], lang, imageWord) : [];

  let title: string | undefined;
  if (section) title = name;
  else if (notFound) title = t(welcomeTexts.sectionNotFound);
  else if (query.isError) title = t(commonTexts.somethingWentWrong);
  useDocumentTitle(title, siteName, section ? htmlToText(content).slice(0, 160) : undefined);

  // In a single-page app the browser cannot follow `#content` on its own: the element appears
  // only after the route has rendered. Scroll once it exists (after the route-change scroll to top).
  const hasSection = Boolean(section);
  useEffect(() => {
    if (!hasSection || location.hash !== '#content') return;
    const frame = requestAnimationFrame(() => {
      document.getElementById('content')?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hasSection, location.hash, location.key]);

  return (
    <div className="container welcome-section-page">
      <Link className="welcome-section-page__back" to={href('welcome')}>
        <span aria-hidden="true">← </span>
        {t(welcomeTexts.allSections)}
      </Link>
      <div className="welcome-section-page__layout">
        <article id="content" className="welcome-section" aria-busy={!section && query.isPending}>
          {section ? (
            <>
              <h1 className="page-title">{name}</h1>
              {section.image ? <ResponsiveImage src={section.image} {...COVER} loading="eager" /> : null}
              {content.trim() ? <SafeHtml html={content} /> : <p>{t(commonTexts.noTranslation)}</p>}
              {images.length > 0 ? (
                <section className="welcome-section__gallery" aria-labelledby="welcome-gallery-title">
                  <h2 id="welcome-gallery-title">{t(welcomeTexts.gallery)}</h2>
                  <ImageGallery items={images} sizes={GALLERY_SIZES} />
                </section>
              ) : null}
            </>
          ) : notFound ? (
            <>
              <h1 className="page-title">{t(welcomeTexts.sectionNotFound)}</h1>
              <p>{t(welcomeTexts.sectionNotFoundText)}</p>
            </>
          ) : query.isError ? (
            <>
              <h1 className="page-title">{t(commonTexts.error)}</h1>
              <ErrorState
                message={t(commonTexts.somethingWentWrong)}
                onRetry={() => void query.refetch()}
                failures={query.errorUpdateCount}
              />
            </>
          ) : (
            <>
              <h1 className="page-title">
                <span className="visually-hidden">{t(commonTexts.loading)}</span>
                <Skeleton width="50%" height="2rem" />
              </h1>
              <SkeletonBlock lines={8} />
            </>
          )}
        </article>
        {section ? <OtherSections current={section} sections={sections} /> : null}
      </div>
    </div>
  );
}
