import { forwardRef } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavigateProps,
  type NavLinkProps,
} from 'react-router-dom';
import { localizeTo } from '../i18n/addresses';
import { useLang } from '../i18n/lang';

/**
 * The site's links: React Router's, with a page path (`/posts`) turned into the address of the
 * language shown (`/en/posts`, decision 0028). Every component links through these, so no link
 * leaves the visitor's language (eslint.config.js forbids the router's own in components).
 */
function localized<T extends { to: LinkProps['to'] }>(props: T, lang: ReturnType<typeof useLang>): T {
  const { to } = props;
  if (typeof to === 'string') return { ...props, to: localizeTo(to, lang) };
  return to.pathname ? { ...props, to: { ...to, pathname: localizeTo(to.pathname, lang) } } : props;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <RouterLink ref={ref} {...localized(props, useLang())} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  return <RouterNavLink ref={ref} {...localized(props, useLang())} />;
});

export function Navigate(props: NavigateProps) {
  return <RouterNavigate {...localized(props, useLang())} />;
}
