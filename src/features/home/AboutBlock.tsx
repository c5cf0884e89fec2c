import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/queries';
import { pick, useContentText, useLang, useT, commonTexts } from '../../i18n';
import { QueryStates } from '../../blocks/QueryStates';
import { SafeHtml } from '../../shared/SafeHtml';
import { SkeletonBlock } from '../../shared/Skeleton';
import { homeTexts } from './texts';
import { decorativePicture, ResponsiveImage } from '../../shared/ResponsiveImage';

const PICTURE = decorativePicture({
  className: 'home-about__image',
  // Half the container less the 1.5rem gap once both columns of 20rem fit (home.css): 696 px.
  sizes: '(min-width: 1232px) 588px, (min-width: 696px) calc((100vw - 56px) / 2), calc(100vw - 2rem)',
  width: 560,
  height: 420,
});

/**
 * The about block (`/main/mainabout/`): image, name and sanitised HTML text, shortened until the
 * visitor asks for the rest (See more / See less, requirements §4).
 */
export function AboutBlock() {
  const lang = useLang();
  const t = useT();
  const c = useContentText();
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const query = useQuery(callQuery('getMainAbout'));
  const about = query.data;
  const name = about ? pick(about, 'name', lang, 'tm') : '';
  const html = about ? pick(about, 'content', lang, 'tm') : '';

  const body = (
    <QueryStates
      query={query}
      skeleton={<SkeletonBlock lines={5} label={t(commonTexts.loading)} />}
      isEmpty={() => !name && !html}
      emptyMessage={t(homeTexts.noAbout)}
    >
      {() => (
        <div className="home-about__layout">
          {about?.image ? <ResponsiveImage src={about.image} {...PICTURE} /> : null}
          <div className="home-about__text">
            <div id={contentId} className={`home-about__content${expanded ? ' is-expanded' : ''}`}>
              <SafeHtml html={html} />
            </div>
            <button
              type="button"
              className="button button--secondary home-about__toggle"
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => setExpanded((value) => !value)}
            >
              {t(expanded ? homeTexts.seeLess : homeTexts.seeMore)}
            </button>
          </div>
        </div>
      )}
    </QueryStates>
  );

  return (
    // Not a named region: the footer has its own "about" landmark under the same name.
    <section className="home-about">
      <p className="home-about__eyebrow" aria-hidden="true">
        {c('ABOUT US')}
      </p>
      <h2 className="home-about__title">{name || c('ABOUT US')}</h2>
      {body}
    </section>
  );
}
