import { Outlet } from 'react-router-dom';
import { useT, commonTexts } from '../i18n';
import { CookieNotice, Header, LazyFooter } from '../features/frame';
import { SubscribeForm } from '../features/subscription';
import { useSearchBody } from './searchBody';

/** Focus the main landmark without changing the URL's hash (the router owns the URL). */
export function focusMainContent(event: React.MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/** The main layout (requirements §2): skip link, header, the page, footer (with go-to-top); the cookie notice first. */
export function MainLayout() {
  const t = useT();
  const searchBody = useSearchBody();
  return (
    <>
      {/* First in the reading order, before the skip link (decision 0082). */}
      <CookieNotice />
      <a className="skip-link" href="#main-content" onClick={focusMainContent}>
        {t(commonTexts.skipToContent)}
      </a>
      <Header subscribe={<SubscribeForm variant="header" />} />
      <main id="main-content" className="site-main" tabIndex={-1} {...searchBody}>
        <Outlet />
      </main>
      <LazyFooter />
    </>
  );
}
