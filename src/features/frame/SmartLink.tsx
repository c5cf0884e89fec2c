import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Site paths ("/posts", "about/x") stay in the SPA; anything with a scheme or "//" is a plain link. */
export function isInternalUrl(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url.trim());
}

/** A link to a URL from server data: router navigation for site paths, a normal anchor otherwise. */
export function SmartLink({
  href,
  className,
  children,
  ...rest
}: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
}) {
  if (isInternalUrl(href)) {
    const to = href.startsWith('/') ? href : `/${href}`;
    return (
      <Link to={to} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  );
}
