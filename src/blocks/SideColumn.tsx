import { useId, type ReactNode } from 'react';
import './news/news.css';

/**
 * The side column of a detail page (other news, other announcements, a service's extra
 * information): a complementary region named by its own h2.
 */
export function SideColumn({
  className,
  heading,
  children,
}: {
  /** The column's classes (`news-aside`, `news-aside notices-aside`, `service-detail__aside`). */
  className: string;
  /** The h2 text, which also names the region. */
  heading: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <aside className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="news-aside__heading">
        {heading}
      </h2>
      {children}
    </aside>
  );
}
