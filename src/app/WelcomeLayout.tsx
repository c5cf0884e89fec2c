import { Outlet } from 'react-router-dom';
import { Link } from '../shared/LangLink';
import { useT } from '../i18n/useT';
import { useSiteName } from '../i18n/siteName';
import { GoToTopButton } from '../shared/GoToTopButton';
import { focusMainContent } from './MainLayout';
import { useSearchBody } from './searchBody';
import { WelcomeHeader } from '../features/welcome/WelcomeHeader';
import { commonTexts } from '../i18n/texts';
import { welcomeTexts } from '../features/welcome/texts';
import '../features/welcome/welcome-layout.css';

/** The visitor guide's frame (requirements §2, Welcome layout): its own header, the page, a short footer with go-to-top. */
export function WelcomeLayout() {
  const t = useT();
  const siteName = useSiteName();
  const searchBody = useSearchBody();
  return (
    <>
      <a className="skip-link" href="#main-content" onClick={focusMainContent}>
        {t(commonTexts.skipToContent)}
      </a>
      <WelcomeHeader />
      <main id="main-content" tabIndex={-1} className="welcome-main" {...searchBody}>
        <Outlet />
      </main>
      <footer className="welcome-footer">
        <div className="container welcome-footer__inner">
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
          <Link to="/">{t(welcomeTexts.backToSite)}</Link>
        </div>
        {/* Requirements §2 (general behaviour): after 200 px on every page, the guide's long sections included. */}
        <GoToTopButton threshold={200} focusTarget=".welcome-header__logo" />
      </footer>
    </>
  );
}
