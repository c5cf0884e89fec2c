import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shared/LangLink';
import { LanguageSwitcher } from '../../shared/LanguageSwitcher';
import { useScrolledPast } from '../../shared/useScrolledPast';
import { useSiteName } from '../../i18n/siteName';
import { useStickyBarHeight } from '../../shared/useStickyBarHeight';
import './welcome-header.css';
import { matchPageAddress } from '../../addresses/matchAddress';

/** Requirements §9: the Welcome header becomes sticky once the page has scrolled past 100 px. */
export const WELCOME_STICKY_AFTER_PX = 100;

/**
 * The visitor guide's own header: the logo (a link to the main site's home page, named by the site
 * name) and the TM / RU / EN language buttons. Section pages get a different background (requirements §2).
 */
export function WelcomeHeader() {
  const siteName = useSiteName();
  const { pathname } = useLocation();
  const onSection = matchPageAddress('welcomeSection', pathname) !== null;
  const stuck = useScrolledPast(WELCOME_STICKY_AFTER_PX);
  const headerRef = useRef<HTMLElement>(null);
  useStickyBarHeight(headerRef);

  const classes = ['welcome-header', onSection ? 'welcome-header--section' : 'welcome-header--home'];
  if (stuck) classes.push('welcome-header--stuck');

  return (
    <header ref={headerRef} className={classes.join(' ')}>
      <div className="container welcome-header__inner">
        <Link to="/" className="welcome-header__logo">
          <img src="/logo.svg" alt="" width={48} height={48} />
          <span className="welcome-header__name">{siteName}</span>
        </Link>
        {/* The same TM / RU / EN switcher as the main header (group labelled "Language"). */}
        <LanguageSwitcher className="welcome-header__langs" />
      </div>
    </header>
  );
}
