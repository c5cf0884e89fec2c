import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { internalPath, isExternalUrl } from './links';

/**
 * A link to a url from the API: internal paths navigate inside the app (router Link), other sites
 * open as ordinary links in a new tab with the opener cut off.
 */
export function DataLink({
  url,
  className,
  children,
  newTabHint,
}: {
  url: string;
  className?: string;
  children: ReactNode;
  /** Visually hidden text announcing the new tab, e.g. "(opens in a new tab)". */
  newTabHint?: string;
}) {
  if (isExternalUrl(url)) {
    return (
      <a className={className} href={url} target="_blank" rel="noopener noreferrer">
        {children}
        {newTabHint ? <span className="visually-hidden"> {newTabHint}</span> : null}
      </a>
    );
  }
  return (
    <Link className={className} to={internalPath(url)}>
      {children}
    </Link>
  );
}
