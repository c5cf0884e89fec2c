import { Link } from './LangLink';
import './breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  to?: string;
  /** BCP 47 language of the label when it differs from the page's (a fallback text). */
  lang?: string;
}

/** A breadcrumb trail: an ordered list in a labelled navigation landmark, the last item is the current page. */
export function Breadcrumb({ items, label }: { items: BreadcrumbItem[]; label: string }) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol className="breadcrumb__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="breadcrumb__item" lang={item.lang}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
