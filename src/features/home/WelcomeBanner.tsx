import { Link } from '../../shared/LangLink';
import { useContentText, useT } from '../../i18n';
import { homeTexts } from './texts';
import { href } from '../../addresses/href';

/** The banner to the visitor guide: its heading is the link, labelled from the text dictionary. */
export function WelcomeBanner() {
  const c = useContentText();
  const t = useT();
  return (
    <section className="home-welcome">
      <h2 className="home-welcome__title">
        <Link className="home-welcome__link" to={href('welcome')}>
          {c('Welcome to Turkmenistan!')}
          <svg
            className="home-welcome__arrow"
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="28"
            height="28"
          >
            <path fill="currentColor" d="M13.2 5.3 11.8 6.7l4.3 4.3H4v2h12.1l-4.3 4.3 1.4 1.4L20 12z" />
          </svg>
        </Link>
      </h2>
      <p className="home-welcome__hint">{t(homeTexts.welcomeHint)}</p>
    </section>
  );
}
