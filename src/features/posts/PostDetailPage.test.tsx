import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../api/types';
import { commonTexts } from '../../i18n';
import {
  apiAnswer,
  apiError,
  apiNetworkError,
  apiUnreadable,
} from '../../../tests/support/unit/api-handlers';
import { makePaged, makePost, makeService } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server, type RecordedRequest } from '../../../tests/support/unit/server';
import { BREADCRUMB_TITLE_MAX, PostDetailPage } from './PostDetailPage';

function ArticleProbe() {
  return <h1>Article page</h1>;
}

/** The post page at `/post/{slug}`, with the article page a post of type article leads to. */
function renderPost(slug: string, lang: Lang) {
  return renderWithProviders(<PostDetailPage />, {
    path: '/post/:slug',
    entry: `/post/${slug}`,
    lang,
    showLocation: true,
    extraRoutes: [{ path: '/:lang/article/:slug', element: <ArticleProbe /> }],
  });
}

describe('PostDetailPage', () => {
  let requests: RecordedRequest[];
  const detailRequests = () => requestsTo(requests, 'getPostDetail');

  beforeEach(() => {
    server.use(
      apiAnswer(
        'getCategoryPosts',
        makePaged([
          makePost({ id: 501, slug: 'the-post' }),
          makePost({ id: 502, slug: 'side-one', name_en: 'Side news one' }),
          makePost({ id: 503, slug: 'side-untitled', name_en: '  ' }),
        ]),
      ),
      apiAnswer('getServices', [makeService({ id: 900, name_en: 'Visa service' })]),
    );
    requests = recordRequests();
  });

  it('shows breadcrumb, title, date, views, image, sanitised content, other news and services', async () => {
    const long = 'A'.repeat(60) + ' ' + 'B'.repeat(60);
    server.use(
      apiAnswer(
        'getPostDetail',
        makePost({
          id: 501,
          slug: 'the-post',
          name_en: long,
          views: 4321,
          pub_date: '2026-03-05T10:00:00Z',
          content_en:
            '<p>Safe text</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:alert(1)">bad</a>',
        }),
      ),
    );
    const { container } = renderPost('the-post', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: long })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/');
    expect(within(crumbs).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/posts');
    const current = within(crumbs).getByText(/^A+/);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.textContent).toBe(`${long.slice(0, BREADCRUMB_TITLE_MAX).trimEnd()}…`);
    expect(BREADCRUMB_TITLE_MAX).toBe(100);
    // The post's own date and views, in its article (a side-column post may share the date).
    const article = screen.getByRole('heading', { level: 1, name: long }).closest('article')!;
    expect(within(article).getByText('05.03.2026')).toBeInTheDocument();
    expect(within(article).getByText('4321')).toBeInTheDocument();
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    const content = container.querySelector('.news-detail__content');
    expect(content?.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect((window as unknown as { __hacked?: number }).__hacked).toBeUndefined();
    const aside = screen.getByRole('complementary', { name: 'Other news' });
    expect(await within(aside).findByRole('link', { name: 'Side news one' })).toHaveAttribute(
      'href',
      '/en/post/side-one',
    );
    // Neither the post being read nor a post without an English title is in the side column.
    expect(within(aside).getAllByRole('link')).toHaveLength(1);
    expect(within(aside).queryByRole('link', { name: 'Habar 503' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Visa service' })).toBeInTheDocument();
    expect(document.title).toContain(long);
    expect(detailRequests().map((r) => r.path)).toEqual(['/posts/post-detail/the-post']);
    // The side column asks for its category's posts (requirements §9: size=30).
    expect(requestsTo(requests, 'getCategoryPosts').map((r) => r.path)).toEqual([
      '/posts/get-posts/gullugyn-habarlary/?size=30',
    ]);
  });

  it.each<[Lang, string]>([
    ['en', 'No translation in English'],
    ['ru', 'Нет перевода на русский'],
  ])('says there is no translation when the %s text is empty', async (lang, text) => {
    server.use(
      apiAnswer(
        'getPostDetail',
        makePost({
          slug: 'the-post',
          name_en: '',
          content_en: '',
          name_ru: '',
          content_ru: '<p> </p>',
          name_tm: 'Türkmen ady',
        }),
      ),
    );
    renderPost('the-post', lang);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(text).toBe(commonTexts.noTranslation[lang]);
    // The heading still names the post (in Turkmen, marked as such).
    expect(screen.getByRole('heading', { level: 1, name: 'Türkmen ady' })).toHaveAttribute('lang', 'tk');
    expect(screen.queryByText(/Mazmuny/)).not.toBeInTheDocument();
  });

  it('shows the content in Turkmen without the no-translation notice', async () => {
    server.use(apiAnswer('getPostDetail', makePost({ slug: 'the-post', name_en: '', content_en: '' })));
    renderPost('the-post', 'tm');
    expect(await screen.findByText(/Mazmuny/)).toBeInTheDocument();
    expect(screen.queryByText(commonTexts.noTranslation.tm)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ýol görkeziji' })).toBeInTheDocument();
  });

  const once = { once: true };
  it.each([
    ['network', () => apiNetworkError('getPostDetail', once), 'en', 'Network error!'],
    [
      '404',
      () => apiError('getPostDetail', 404, { tm: 'x', ru: 'x', en: 'Not found.' }, once),
      'en',
      'News not found!',
    ],
    ['500', () => apiError('getPostDetail', 500, null, once), 'en', 'Something went wrong!'],
    ['parse', () => apiUnreadable('getPostDetail', once), 'en', 'Something went wrong!'],
    ['network (ru)', () => apiNetworkError('getPostDetail', once), 'ru', 'Ошибка сети!'],
    ['404 (tm)', () => apiError('getPostDetail', 404, null, once), 'tm', 'Habar tapylmady!'],
    ['503 (ru)', () => apiError('getPostDetail', 503, null, once), 'ru', 'Что-то пошло не так!'],
  ] as const)(
    'a %s failure shows its message with a retry that reloads',
    async (_name, failure, lang, message) => {
      const user = userEvent.setup();
      server.use(
        failure(),
        apiAnswer(
          'getPostDetail',
          makePost({
            slug: 'the-post',
            name_en: 'Back again',
            name_ru: 'Снова тут',
            name_tm: 'Gaýdyp geldi',
          }),
        ),
      );
      renderPost('the-post', lang);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      // The document title says what the page says (WCAG 2.4.2), not "News".
      expect(document.title.startsWith(message)).toBe(true);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await user.click(within(alert).getByRole('button'));
      expect(
        await screen.findByRole('heading', { level: 1, name: /Back again|Снова тут|Gaýdyp geldi/ }),
      ).toBeInTheDocument();
      expect(detailRequests()).toHaveLength(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('opens the article page for a post of type article (replacing the history entry)', async () => {
    server.use(apiAnswer('getPostDetail', makePost({ slug: 'an-article', type: 'article' })));
    const { router } = renderPost('an-article', 'en');
    expect(await screen.findByRole('heading', { name: 'Article page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/article/an-article');
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });
});
