import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLang } from '../../i18n/lang';
import { HttpResponse } from 'msw';
import type { Page } from '../../api/types';
import {
  apiAnswer,
  apiError,
  apiHandler,
  apiNetworkError,
  apiPending,
} from '../../../tests/support/unit/api-handlers';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, server } from '../../../tests/support/unit/server';
import { Component as StaticPage } from './StaticPage';

const page: Page = {
  title_tm: 'Düzgünler',
  title_ru: 'Правила',
  title_en: 'Rules',
  content_tm: '<p>Düzgünleriň teksti</p>',
  content_ru: '<p>Текст правил</p>',
  content_en: '<p>The rules <a href="/contacts">contact us</a></p><img src="x" onerror="window.hacked=1">',
};

function renderPage(slug = 'ylalashyk') {
  return renderWithProviders(<StaticPage />, { path: '/pages/:slug', entry: `/pages/${slug}` });
}

describe('StaticPage', () => {
  beforeEach(() => setLang('en'));

  it('shows the title and the sanitised HTML in the current language', async () => {
    server.use(apiAnswer('getPageDetail', page));
    const requests = recordRequests();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rules' })).toBeInTheDocument();
    expect(await screen.findByText(/The rules/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contacts');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/pages/detail/ylalashyk/']));
    expect(document.title).toContain('Rules');
  });

  it('shows a skeleton under the heading while loading', () => {
    server.use(apiPending('getPageDetail'));
    renderPage();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Loading...');
  });

  it('shows "Something went wrong!" with a retry that loads the page', async () => {
    let fail = true;
    server.use(
      apiHandler('getPageDetail', () =>
        fail ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : HttpResponse.json(page),
      ),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error in Turkmen and Russian too', async () => {
    setLang('ru');
    server.use(apiNetworkError('getPageDetail'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так!');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('says the page does not exist on a 404', async () => {
    setLang('tm');
    server.use(apiError('getPageDetail', 404, 'Not found.'));
    renderPage('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sahypa tapylmady' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gaýtadan synanyş' })).toBeNull();
  });

  it('notes a missing translation instead of showing an empty page', async () => {
    server.use(apiAnswer('getPageDetail', { ...page, content_en: '' }));
    renderPage();
    expect(await screen.findByText('No translation in English')).toBeInTheDocument();
  });
});
