import type { LangText } from '../api/types';
import { useT } from '../i18n';
import { paginationItems } from './pageNumbers';
import './pagination.css';

const labels = {
  pagination: { tm: 'Sahypalar', ru: 'Страницы', en: 'Pagination' },
  previous: { tm: 'Öňki', ru: 'Назад', en: 'Previous' },
  next: { tm: 'Indiki', ru: 'Далее', en: 'Next' },
  pageOf: {
    tm: '{page}-nji sahypa, jemi {total}',
    ru: 'Страница {page} из {total}',
    en: 'Page {page} of {total}',
  },
} satisfies Record<string, LangText>;

/**
 * Numbered page buttons (requirements §4: "news pagination by number buttons") in a labelled navigation
 * landmark; the current page carries aria-current. Each button's name is its visible number.
 */
export function Pagination({
  current,
  total,
  onChange,
  label,
}: {
  current: number;
  total: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  const t = useT();
  if (total <= 1) return null;
  const items = paginationItems(current, total);
  return (
    <nav className="pagination" aria-label={label ?? t(labels.pagination)}>
      <p className="visually-hidden">
        {t(labels.pageOf).replace('{page}', String(current)).replace('{total}', String(total))}
      </p>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__step"
            disabled={current <= 1}
            onClick={() => onChange(current - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {t(labels.previous)}
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  if (item !== current) onChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__step"
            disabled={current >= total}
            onClick={() => onChange(current + 1)}
          >
            {t(labels.next)}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
