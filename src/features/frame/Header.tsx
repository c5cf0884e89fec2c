import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from '../../shared/LangLink';
import { useLang, useT } from '../../i18n';
import { config } from '../../shared/config';
import { LanguageSwitcher } from '../../shared/LanguageSwitcher';
import {
  closeMenuPanel,
  menuPanelHold,
  setMenuPanelOpen,
  toggleMenuPanel,
  useMenuPanelOpen,
} from '../../shared/menuPanelStore';
import { useHydrated } from '../../shared/useHydrated';
import { useScrolledPast } from '../../shared/useScrolledPast';
import { useStickyBarHeight } from '../../shared/useStickyBarHeight';
import { BannerSlider } from './BannerSlider';
import { HeaderSearch } from './HeaderSearch';
import { useSiteTexts } from './useSiteTexts';
import { LazyClock, LazyMainNav, LazyWeather } from './deferred';
import { frameTexts } from './texts';
import { sharedTexts } from '../../shared/texts';
import './frame.css';

/** The main header sticks to the top after 200 px of scroll (requirements §9). */
export const STICKY_AFTER_PX = 200;
export const MENU_PANEL_ID = 'frame-menu-panel';

/** The latest-news feed: `${config.newsFeedPath}/${lang}` (README: VITE_NEWS_FEED_PATH, default /rss). */
export function newsFeedUrl(lang: string, base = config.newsFeedPath): string {
  return `${base.replace(/\/$/, '')}/${lang}`;
}

/**
 * The main header. `subscribe` is the newsletter form: another feature's, so the app layer
 * (MainLayout) hands it in; features never import each other (eslint.config.js).
 */
export function Header({ subscribe }: { subscribe?: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const { siteNameLines } = useSiteTexts();
  // Held while the menu panel is open: the panel is inside the bar (useScrolledPast says why).
  const sticky = useScrolledPast(STICKY_AFTER_PX, menuPanelHold);
  const barRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  useStickyBarHeight(barRef);

  return (
    <header className="site-header">
      <div className="frame-band">
        <div className="container frame-band__inner">
          <BannerSlider />
          <div className="frame-band__info">
            <LazyClock />
            {/* No key for a real weather service: no widget rather than a call that must fail. */}
            {config.weatherEnabled && <LazyWeather />}
            <HeaderSearch />
            <div className="frame-band__subscribe">{subscribe}</div>
          </div>
        </div>
      </div>
      <div ref={barRef} className={`frame-topbar${sticky ? ' frame-topbar--sticky' : ''}`}>
        <div className="container frame-topbar__inner">
          <Link to="/" className="frame-logo" id="frame-logo-link">
            <img className="frame-logo__image" src="/logo.svg" alt="" width={56} height={56} />
            <span className="frame-logo__name">
              {siteNameLines.length > 0 ? (
                siteNameLines.map((line, i) => (
                  <span key={i} className="frame-logo__line">
                    {line}{' '}
                  </span>
                ))
              ) : (
                <span className="frame-logo__line">{t(frameTexts.home)}</span>
              )}
            </span>
          </Link>
          <div className="frame-topbar__tools">
            <a className="frame-feed-link" href={newsFeedUrl(lang)} target="_blank" rel="noopener noreferrer">
              <FeedIcon />
              <span>{t(frameTexts.latestNews)}</span>{' '}
              <span className="visually-hidden">{t(sharedTexts.opensInNewTab)}</span>
            </a>
            <LanguageSwitcher className="frame-topbar__langs" />
            <MenuToggle buttonRef={burgerRef} label={t(frameTexts.mainMenu)} />
          </div>
        </div>
        <MenuPanel burgerRef={burgerRef}>
          <LazyMainNav onNavigate={closeMenuPanel} />
        </MenuPanel>
      </div>
      {/* After the bar: its ref is set before the spacer's layout effect reads it. */}
      <TopbarSpacer bar={barRef} sticky={sticky} />
    </header>
  );
}

/**
 * The menu panel. It and the burger are the only parts that read the open flag: opening the menu
 * re-renders these two, not the header with its slider, clock and switcher (that render was most
 * of the tap's script on a slow phone, docs/performance.md "INP"). The menu inside is the
 * header's element, unchanged, so React leaves it alone too. Escape closes the panel and gives
 * the focus back to the burger.
 */
function MenuPanel({
  burgerRef,
  children,
}: {
  burgerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const open = useMenuPanelOpen();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeMenuPanel();
        burgerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, burgerRef]);
  return (
    <div id={MENU_PANEL_ID} className={`frame-menu-panel${open ? ' is-open' : ''}`}>
      <div className="container">{children}</div>
    </div>
  );
}

/**
 * The burger. Until the app has started (a prerendered page still loading on a slow network, or no
 * JavaScript at all) it is a link to the menu panel, which the stylesheet shows as the address's
 * target; from then on it is the button that opens and closes the panel. A menu opened by the link
 * stays open when the app takes over. A component of its own: the switch re-renders only it.
 */
function MenuToggle({ buttonRef, label }: { buttonRef: RefObject<HTMLButtonElement | null>; label: string }) {
  const open = useMenuPanelOpen();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && window.location.hash === `#${MENU_PANEL_ID}`) setMenuPanelOpen(true);
  }, [hydrated]);
  if (!hydrated) {
    return (
      <a className="frame-burger" href={`#${MENU_PANEL_ID}`}>
        <BurgerIcon open={false} />
        <span className="visually-hidden">{label}</span>
      </a>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className="frame-burger"
      aria-expanded={open}
      aria-controls={MENU_PANEL_ID}
      onClick={toggleMenuPanel}
    >
      <BurgerIcon open={open} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

function BurgerIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" fill="none" />
      ) : (
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" fill="none" />
      )}
    </svg>
  );
}

function FeedIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <circle cx="3" cy="13" r="2" fill="currentColor" />
      <path d="M1 7a8 8 0 0 1 8 8M1 2a13 13 0 0 1 13 13" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

/**
 * A fixed bar leaves the flow: a spacer keeps its place so the page does not jump. The place is the
 * bar's height in the flow, measured while it is not fixed (once fixed it is shorter: smaller logo).
 * Read once in a passive effect, then followed by a ResizeObserver (whose reports come with each
 * frame's layout) until the bar sticks. Not read in a layout effect: that forces a layout of the
 * whole page inside the hydration's commit, about 10 ms more in that task on a phone (the start's
 * blocking time); a passive effect runs in a task of its own. The header, the spacer's parent,
 * reads the scroll (useScrolledPast) in its own passive effect, and a parent's effects run after
 * its children's: a visitor who scrolled before the app started gets the fixed bar and its spacer
 * together. The observer is subscribed in a layout effect, so that it is gone before the frame in
 * which the bar sticks and shrinks. A component of its own, so a new height re-renders the spacer
 * alone, not the header and its menu.
 */
function TopbarSpacer({ bar, sticky }: { bar: RefObject<HTMLDivElement | null>; sticky: boolean }) {
  const [flowHeight, setFlowHeight] = useState(0);
  useEffect(() => {
    const node = bar.current;
    // The exact height, fractions included (offsetHeight rounds: the page would move by a fraction).
    const measure = () => node && setFlowHeight(node.getBoundingClientRect().height);
    measure();
  }, [bar]);
  useLayoutEffect(() => {
    const node = bar.current;
    if (!node || sticky || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setFlowHeight(node.getBoundingClientRect().height));
    observer.observe(node);
    return () => observer.disconnect();
  }, [bar, sticky]);
  return (
    <div className="frame-topbar-spacer" style={{ height: sticky ? flowHeight : 0 }} aria-hidden="true" />
  );
}
