import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import type { Lang } from '../../api/types';
import { commonTexts } from '../../i18n';
import { makePaged, makePost, makeService } from '../../../tests/support/unit/factories';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { BREADCRUMB_TITLE_MAX, PostDetailPage } from './PostDetailPage';

function ArticleProbe() {
  return <h1>Article page</h1>;
}

describe('PostDetailPage', () => {
  let getPostDetail: MockInstance<typeof api.getPostDetail>;

  beforeEach(() => {
    getPostDetail = vi.spyOn(api, 'getPostDetail');
    vi.spyOn(api, 'getCategoryPosts').mockResolvedValue(
      makePaged([
        makePost({ id: 501, slug: 'the-post' }),
        makePost({ id: 502, slug: 'side-one', name_en: 'Side news one' }),
        makePost({ id: 503, slug: 'side-untitled', name_en: '  ' }),
      ]),
    );
    vi.spyOn(api, 'getServices').mockResolvedValue([makeService({ id: 900, name_en: 'Visa service' })]);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows breadcrumb, title, date, views, image, sanitised content, other news and services', async () => {
    const long = 'A'.repeat(60) + ' ' + 'B'.repeat(60);
    getPostDetail.mockResolvedValue(
      makePost({
        id: 501,
        slug: 'the-post',
        name_en: long,
        views: 4321,
        pub_date: '2026-03-05T10:00:00Z',
        content_en:
          '<p>Safe text</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:alert(1)">bad</a>',
      }),
    );
    const { container } = renderWithProviders(<PostDetailPage />, {
      path: '/post/:slug',
      entry: '/post/the-post',
      lang: 'en',
      showLocation: true,
      extraRoutes: [{ path: '/:lang/article/:slug', element: <ArticleProbe /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: long })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/');
    expect(within(crumbs).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/posts');
    const current = within(crumbs).getByText(/^A+/);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.textContent).toBe(`${long.slice(0, BREADCRUMB_TITLE_MAX).trimEnd()}…`);
    expect(BREADCRUMB_TITLE_MAX).toBe(100);
    expect(screen.getByText('05.03.2026')).toBeInTheDocument();
    expect(screen.getByText('4321')).toBeInTheDocument();
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
  });

  it.each<[Lang, string]>([
    ['en', 'No translation in English'],
    ['ru', 'Нет перевода на русский'],
  ])('says there is no translation when the %s text is empty', async (lang, text) => {
    getPostDetail.mockResolvedValue(
      makePost({
        slug: 'the-post',
        name_en: '',
        content_en: '',
        name_ru: '',
        content_ru: '<p> </p>',
        name_tm: 'Türkmen ady',
      }),
    );
    renderWithProviders(<PostDetailPage />, {
      path: '/post/:slug',
      entry: '/post/the-post',
      lang,
      showLocation: true,
      extraRoutes: [{ path: '/:lang/article/:slug', element: <ArticleProbe /> }],
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(text).toBe(commonTexts.noTranslation[lang]);
    // The heading still names the post (in Turkmen, marked as such).
    expect(screen.getByRole('heading', { level: 1, name: 'Türkmen ady' })).toHaveAttribute('lang', 'tk');
    expect(screen.queryByText(/Mazmuny/)).not.toBeInTheDocument();
  });

  it('shows the content in Turkmen without the no-translation notice', async () => {
    getPostDetail.mockResolvedValue(makePost({ slug: 'the-post', name_en: '', content_en: '' }));
    renderWithProviders(<PostDetailPage />, {
      path: '/post/:slug',
      entry: '/post/the-post',
      lang: 'tm',
      showLocation: true,
      extraRoutes: [{ path: '/:lang/article/:slug', element: <ArticleProbe /> }],
    });
    expect(await screen.findByText(/Mazmuny/)).toBeInTheDocument();
    expect(screen.queryByText(commonTexts.noTranslation.tm)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ýol görkeziji' })).toBeInTheDocument();
  });

  it.each<[string, () => ApiError | Error, Lang, string]>([
    ['network', () => new ApiError('network', null, null), 'en', 'Network error!'],
    ['404', () => new ApiError('http', 404, { tm: 'x', ru: 'x', en: 'Not found.' }), 'en', 'News not found!'],
    ['500', () => new ApiError('http', 500, null), 'en', 'Something went wrong!'],
    ['parse', () => new ApiError('parse', 200, null), 'en', 'Something went wrong!'],
    ['network (ru)', () => new ApiError('network', null, null), 'ru', 'Ошибка сети!'],
    ['404 (tm)', () => new ApiError('http', 404, null), 'tm', 'Habar tapylmady!'],
    ['500 (ru)', () => new ApiError('http', 503, null), 'ru', 'Что-то пошло не так!'],
  ])('a %s failure shows its message with a retry that reloads', async (_name, makeError, lang, message) => {
    const user = userEvent.setup();
    getPostDetail.mockRejectedValueOnce(makeError());
    getPostDetail.mockResolvedValueOnce(
      makePost({ slug: 'the-post', name_en: 'Back again', name_ru: 'Снова тут', name_tm: 'Gaýdyp geldi' }),
    );
    renderWithProviders(<PostDetailPage />, {
      path: '/post/:slug',
      entry: '/post/the-post',
      lang,
      showLocation: true,
      extraRoutes: [{ path: '/:lang/article/:slug', element: <ArticleProbe /> }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // The document title says what the page says (WCAG 2.4.2), not "News".
    expect(document.title.startsWith(message)).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(within(alert).getByRole('button'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Back again|Снова тут|Gaýdyp geldi/ }),
    ).toBeInTheDocument();
    expect(getPostDetail).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the article page for a post of type article (replacing the history entry)', async () => {
    getPostDetail.mockResolvedValue(makePost({ slug: 'an-article', type: 'article' }));
    const { router } = renderWithProviders(<PostDetailPage />, {
      path: '/post/:slug',
      entry: '/post/an-article',
      lang: 'en',
      showLocation: true,
      extraRoutes: [{ path: '/:lang/article/:slug', element: <ArticleProbe /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Article page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/article/an-article');
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });
});
