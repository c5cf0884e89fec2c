import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/LangLink';
import { callQuery, queries } from '../../api/queries';
import { formatDate, useLang, useT, commonTexts } from '../../i18n';
import { SideColumn } from '../../blocks/SideColumn';
import { DetailContent, DetailPage } from '../../blocks/DetailPage';
import { ErrorState, QueryStates } from '../../blocks/QueryStates';
import { Skeleton, SkeletonBlock } from '../../shared/Skeleton';
import { truncate } from '../../shared/truncate';
import { htmlToText } from '../../api/htmlText';
import { pickLocalized } from '../../i18n/pick';
import { NewBadge, NewsMeta } from '../../blocks/news/NewsMeta';
import { noticesTexts } from './texts';
import { newsTexts } from '../../blocks/news/texts';
import '../../blocks/news/news.css';
import { href } from '../../addresses/href';

/** Requirements §9: sidebar titles are cut to 70 characters with an ellipsis. */
export const NOTICE_TITLE_MAX = 70;

/**
 * The other announcements, one per request (`/notices/list/?size=1&page=n`), with Load more until
 * `count` is reached; then the button disappears. After Load more the focus moves to the link
 * just added. The announcement being read is not listed (requirements §2: "other announcements"); when a
 * page holds only that one, the next page is asked for at once, so every request shows something.
 */
export function OtherNotices({ currentSlug }: { currentSlug: string }) {
  const t = useT();
  const lang = useLang();
  const query = useInfiniteQuery({
    ...queries.noticeList(),
    // Requirements §4: "appends pages until the count is reached".
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.results.length, 0) < last.count && last.results.length > 0
        ? pages.length + 1
        : undefined,
  });
  const notices = (query.data?.pages.flatMap((page) => page.results) ?? []).filter(
    (notice) => notice.slug !== currentSlug,
  );
  const lastPage = query.data?.pages.at(-1);
  const lastPageOnlyCurrent =
    lastPage !== undefined &&
    lastPage.results.length > 0 &&
    lastPage.results.every((notice) => notice.slug === currentSlug);
  const { hasNextPage, isFetching, fetchNextPage } = query;
  useEffect(() => {
    if (lastPageOnlyCurrent && hasNextPage && !isFetching) void fetchNextPage();
  }, [lastPageOnlyCurrent, hasNextPage, isFetching, fetchNextPage]);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    // The last page may hold only the announcement being read: then nothing is added and the
    // button goes away, so the focus goes to the last link instead of being lost.
    const link =
      links.current.get(index) ?? (hasNextPage ? undefined : links.current.get(notices.length - 1));
    if (link) {
      focusIndex.current = null;
      link.focus();
    }
  }, [notices.length, hasNextPage]);

  const skeleton = <SkeletonBlock lines={3} label={t(commonTexts.loading)} />;
  const body =
    // A first page that held only the announcement being read: the next one is on its way.
    notices.length === 0 && lastPageOnlyCurrent && hasNextPage ? (
      skeleton
    ) : (
      <QueryStates query={query} skeleton={skeleton} notFoundIsEmpty isEmpty={() => notices.length === 0}>
        {() => (
          <ul className="news-aside__list">
            {notices.map((notice, index) => {
              const title = pickLocalized(notice, 'name', lang, 'any');
              return (
                <li key={notice.id} className="news-aside__item news-aside__item--text">
                  <span>
                    <Link
                      className="news-aside__title"
                      to={href('notice', { slug: notice.slug })}
                      lang={title.langAttr}
                      title={title.text.length > NOTICE_TITLE_MAX ? title.text : undefined}
                      ref={(node) => {
                        if (node) links.current.set(index, node);
                        else links.current.delete(index);
                      }}
                    >
                      {truncate(title.text, NOTICE_TITLE_MAX)}
                    </Link>
                    <span className="news-aside__date">
                      {notice.is_new ? (
                        <>
                          <NewBadge />{' '}
                        </>
                      ) : null}
                      <time dateTime={notice.pub_date}>{formatDate(notice.pub_date)}</time>
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    );

  return (
    <SideColumn className="news-aside notices-aside" heading={t(noticesTexts.otherNotices)}>
      {body}
      {query.isFetchNextPageError ? (
        <ErrorState
          onRetry={() => void query.fetchNextPage()}
          busy={query.isFetchingNextPage}
          failures={query.errorUpdateCount}
        />
      ) : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <div className="news-load-more">
          <button
            type="button"
            className="button button--secondary"
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (query.isFetchingNextPage) return;
              focusIndex.current = notices.length;
              void query.fetchNextPage();
            }}
          >
            {t(newsTexts.loadMore)}
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {query.isFetchingNextPage ? t(commonTexts.loading) : ''}
      </p>
    </SideColumn>
  );
}

/** `/notices/:slug`: the announcement (title, date, views, "new" marker, content) and the others. */
export function NoticeDetailPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const lang = useLang();
  return (
    <DetailPage
      query={callQuery('getNoticeDetail', slug)}
      className="news-detail notice-detail"
      name={noticesTexts.announcement}
      title={(notice) => pickLocalized(notice, 'name', lang, 'any')}
      description={(notice) =>
        truncate(htmlToText(pickLocalized(notice, 'short_content', lang, 'any').text), 160)
      }
      breadcrumb={{ label: t(newsTexts.breadcrumb), trail: [{ label: t(newsTexts.home), to: '/' }] }}
      notFound={commonTexts.noticeNotFound}
      loading={
        <>
          <Skeleton width="40%" />
          <SkeletonBlock lines={6} label={t(commonTexts.loading)} />
        </>
      }
      aside={({ data: notice }) => <OtherNotices currentSlug={notice?.slug ?? slug} />}
    >
      {(notice) => (
        <>
          <NewsMeta date={notice.pub_date} views={notice.views} isNew={notice.is_new} />
          <DetailContent
            content={pickLocalized(notice, 'content', lang, 'any')}
            className="news-detail__content"
          />
        </>
      )}
    </DetailPage>
  );
}

export { NoticeDetailPage as Component };
