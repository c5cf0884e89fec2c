import type { ReactNode } from 'react';
import { Link, NavLink } from './LangLink';
import { useT } from '../i18n/useT';
import { linkTarget, NEW_TAB } from './links';
import { sharedTexts } from './texts';

/**
 * A link to a url from the API, by the one link rule (links.ts): site paths through the router,
 * other sites in a new tab with the opener cut off and a visually hidden "(opens in a new tab)".
 */
export function DataLink({
  url,
  className,
  children,
  nav = false,
  onNavigate,
  'aria-label': ariaLabel,
}: {
  url: string;
  className?: string;
  children: ReactNode;
  /** A menu link: the router's NavLink (marks the current page). */
  nav?: boolean;
  /** Called when an internal link is followed (the menu closes its panel). */
  onNavigate?: () => void;
  'aria-label'?: string;
}) {
  const t = useT();
  const target = linkTarget(url);
  if (!target.internal && !target.newTab) {
    return (
      <a className={className} href={target.href} aria-label={ariaLabel} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  if (!target.internal) {
    return (
      <a className={className} href={target.href} aria-label={ariaLabel} {...NEW_TAB}>
        {children} <span className="visually-hidden">{t(sharedTexts.opensInNewTab)}</span>
      </a>
    );
  }
  if (nav) {
    return (
      <NavLink
        to={target.to}
        end={target.to === '/'}
        className={className}
        onClick={onNavigate}
        aria-label={ariaLabel}
      >
        {children}
      </NavLink>
    );
  }
  return (
    <Link className={className} to={target.to} onClick={onNavigate} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
