import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { callQuery } from '../../api/queries';
import type { MenuItem } from '../../api/types';
import { pick, useLang, useT, commonTexts } from '../../i18n';
import { MenuSkeleton } from './MenuSkeleton';
import { DataLink } from '../../shared/DataLink';
import { frameTexts } from './texts';
import './MainNav.css';

/** A menu url that goes nowhere ('', '#'): the item only opens its sub-items. */
function isPlaceholderUrl(url: string | null | undefined): boolean {
  const value = (url ?? '').trim();
  return value === '' || value === '#';
}

/**
 * Main navigation from `/main/header-menu/menus/` (its `children`, requirements §7), a skeleton until the
 * call succeeds. Items with sub-items are disclosure buttons (aria-expanded / aria-controls); one
 * submenu is open at a time, Escape or a click elsewhere closes it.
 */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const menu = useQuery(callQuery('getHeaderMenu'));
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openId === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openId]);

  const items = menu.data?.children ?? [];

  return (
    <nav
      ref={navRef}
      className="frame-nav"
      aria-label={t(frameTexts.mainMenu)}
      aria-busy={menu.isPending || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openId !== null) {
          const toggle = navRef.current?.querySelector<HTMLElement>(`[data-submenu-toggle="${openId}"]`);
          setOpenId(null);
          toggle?.focus();
          event.stopPropagation();
        }
      }}
    >
      {menu.isPending ? (
        <MenuSkeleton />
      ) : menu.isError ? (
        <p className="frame-nav__error">
          {t(frameTexts.menuUnavailable)}{' '}
          <button type="button" className="frame-link-button" onClick={() => void menu.refetch()}>
            {t(commonTexts.retry)}
          </button>
        </p>
      ) : (
        <ul className="frame-nav__list">
          {items.map((item, index) => (
            <NavItem
              key={item.id}
              item={item}
              index={index}
              open={openId === item.id}
              onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
              onNavigate={() => {
                setOpenId(null);
                onNavigate?.();
              }}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}

function ItemLink({
  item,
  className,
  onNavigate,
}: {
  item: MenuItem;
  className: string;
  onNavigate: () => void;
}) {
  const lang = useLang();
  const name = pick(item, 'name', lang, 'tm');
  return (
    <DataLink nav url={item.url} className={className} onNavigate={onNavigate}>
      {name}
    </DataLink>
  );
}

function NavItem({
  item,
  index,
  open,
  onToggle,
  onNavigate,
}: {
  item: MenuItem;
  index: number;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const lang = useLang();
  const t = useT();
  const submenuId = useId();
  const name = pick(item, 'name', lang, 'tm');
  const children = item.children ?? [];
  // The index drives the CSS stagger of the panel's opening animation (0.3 s per item).
  const style = { '--frame-nav-index': index } as CSSProperties;

  if (children.length === 0) {
    return (
      <li className="frame-nav__item" style={style}>
        <ItemLink item={item} className="frame-nav__link" onNavigate={onNavigate} />
      </li>
    );
  }

  const placeholder = isPlaceholderUrl(item.url);
  return (
    <li className={`frame-nav__item frame-nav__item--parent${open ? ' is-open' : ''}`} style={style}>
      <div className="frame-nav__row">
        {placeholder ? (
          <button
            type="button"
            className="frame-nav__link frame-nav__toggle-text"
            aria-expanded={open}
            aria-controls={submenuId}
            data-submenu-toggle={item.id}
            onClick={onToggle}
          >
            {name}
            <Caret />
          </button>
        ) : (
          <>
            <ItemLink item={item} className="frame-nav__link" onNavigate={onNavigate} />
            <button
              type="button"
              className="frame-nav__toggle"
              aria-expanded={open}
              aria-controls={submenuId}
              aria-label={`${name}: ${t(frameTexts.submenu)}`}
              data-submenu-toggle={item.id}
              onClick={onToggle}
            >
              <Caret />
            </button>
          </>
        )}
      </div>
      <ul id={submenuId} className="frame-nav__submenu" hidden={!open}>
        {children.map((child) => (
          <li key={child.id} className="frame-nav__subitem">
            <ItemLink item={child} className="frame-nav__sublink" onNavigate={onNavigate} />
            {child.children?.length ? (
              <ul className="frame-nav__subsubmenu">
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <ItemLink item={grandchild} className="frame-nav__sublink" onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

function Caret() {
  return (
    <svg
      className="frame-nav__caret"
      aria-hidden="true"
      focusable="false"
      width="12"
      height="12"
      viewBox="0 0 12 12"
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
