import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/LangLink';
import { callQuery } from '../../api/queries';
import { formatDate, pick, useLang, useT, commonTexts } from '../../i18n';
import { BlockSection, type BlockPlacement } from '../../shared/BlockParts';
import { QueryStates, isEmptyList } from '../../blocks/QueryStates';
import { homeTexts } from './texts';
import './notices-list.css';
import { href } from '../../addresses/href';

/** Announcements of the home page (`/notices/main/`): title, date and a "new" marker, each linking to its page. */
export function NoticesList({ title, headingLevel = 2, className }: BlockPlacement) {
  const lang = useLang();
  const t = useT();
  const query = useQuery(callQuery('getMainNotices'));
  return (
    <BlockSection
      block="notices-list"
      title={title ?? t(homeTexts.announcements)}
      headingLevel={headingLevel}
      className={className}
    >
      <QueryStates query={query} isEmpty={isEmptyList} emptyMessage={t(homeTexts.noAnnouncements)}>
        {(notices) => (
          <ul className="notices-list__items">
            {notices.map((notice) => (
              <li key={notice.id} className="notices-list__item">
                <Link className="notices-list__link" to={href('notice', { slug: notice.slug })}>
                  {pick(notice, 'name', lang, 'tm')}
                </Link>
                <span className="notices-list__meta">
                  <time dateTime={notice.pub_date}>{formatDate(notice.pub_date)}</time>
                  {notice.is_new ? (
                    <span className="notices-list__new">{t(commonTexts.newMarker)}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </BlockSection>
  );
}
