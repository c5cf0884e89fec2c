import { formatDate, useT, commonTexts } from '../../i18n';
import { newsTexts } from './texts';
import './news.css';

/** Publication date and view count of a post, article or announcement (on their detail pages only). */
export function NewsMeta({ date, views, isNew }: { date?: string; views?: number; isNew?: boolean }) {
  const t = useT();
  return (
    <p className="news-meta">
      {isNew ? <NewBadge /> : null}
      {date ? (
        <span className="news-meta__item">
          <span className="visually-hidden">{t(newsTexts.published)}: </span>
          {/* The item's date, for the site search's results (scripts/search-index reads it). */}
          <time dateTime={date} data-pagefind-meta="date[datetime]">
            {formatDate(date)}
          </time>
        </span>
      ) : null}
      {typeof views === 'number' ? (
        <span className="news-meta__item">
          <svg className="news-meta__icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              fill="currentColor"
              d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
            />
          </svg>
          <span className="visually-hidden">{t(commonTexts.views)}: </span>
          {views}
        </span>
      ) : null}
    </p>
  );
}

/** The visible, translated "new" marker of an announcement. */
export function NewBadge() {
  const t = useT();
  return <span className="news-badge">{t(commonTexts.newMarker)}</span>;
}
