import type { ReactNode } from 'react';
import { fill, useT } from '../i18n';
import { Link } from './LangLink';
import { paginationItems } from './pageNumbers';
import { sharedTexts } from './texts';
import './pagination.css';

/**
 * Numbered pages (requirements §4: "news pagination by number buttons") in a labelled navigation
 * landmark. Each page is a link to its own address (`?page=2` with the list's other parameters), so
 * a crawler, a visitor without JavaScript, a new tab and the back button all reach it (decision
 * 0028); the app follows it without a reload. The current page carries aria-current; each link's
 * name is its visible number.
 */
export function Pagination({
  current,
  total,
  hrefFor,
  onNavigate,
  label,
}: {
  current: number;
  total: number;
  /** The address of a page, relative to the list (`?page=2&category=x`). */
  hrefFor: (page: number) => string;
  /** Called when a page's link is followed (the list moves focus to its heading). */
  onNavigate?: (page: number) => void;
  label?: string;
}) {
  const t = useT();
  if (total <= 1) return null;
  const items = paginationItems(current, total);
  const step = (target: number, enabled: boolean, children: ReactNode) =>
    enabled ? (
      <Link className="pagination__step" to={hrefFor(target)} onClick={() => onNavigate?.(target)}>
        {children}
      </Link>
    ) : (
      <span className="pagination__step" aria-disabled="true">
        {children}
      </span>
    );
  return (
    <nav className="pagination" aria-label={label ?? t(sharedTexts.pagination)}>
      <p className="visually-hidden">{fill(t(sharedTexts.pageOf), { page: current, total })}</p>
      <ul className="pagination__list">
        <li>
          {step(
            current - 1,
            current > 1,
            <>
              <span aria-hidden="true">‹ </span>
              {t(sharedTexts.previousPage)}
            </>,
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination__page"
                to={hrefFor(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => onNavigate?.(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {step(
            current + 1,
            current < total,
            <>
              {t(sharedTexts.nextPage)}
              <span aria-hidden="true"> ›</span>
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
