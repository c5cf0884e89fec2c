import { screen } from '@testing-library/react';
import type { AboutPage as AboutPageData } from '../../api/types';
import { setLang } from '../../i18n/lang';
import { apiAnswer, apiError } from '../../../tests/support/unit/api-handlers';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, server } from '../../../tests/support/unit/server';
import { Component as AboutPage } from './AboutPage';

const about: AboutPageData = {
  name_tm: 'Gullugyň taryhy',
  name_ru: '',
  name_en: 'History of the service',
  content_tm: '<p>Taryh</p>',
  content_ru: '<p>История</p>',
  content_en: '<p>History text</p>',
};

function renderAbout(slug: string) {
  return renderWithProviders(<AboutPage />, { path: '/about/:slug', entry: `/about/${slug}` });
}

describe('AboutPage', () => {
  it('reads /about/about-detail/{slug}/ and shows its name and content', async () => {
    setLang('en');
    server.use(apiAnswer('getAboutDetail', about));
    const requests = recordRequests();
    renderAbout('gullugyn-taryhy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'History of the service' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('History text')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('/about/about-detail/gullugyn-taryhy/');
  });

  it('falls back to the Turkmen name when the current language has none', async () => {
    setLang('ru');
    server.use(apiAnswer('getAboutDetail', about));
    renderAbout('gullugyn-taryhy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gullugyň taryhy' })).toBeInTheDocument();
    expect(await screen.findByText('История')).toBeInTheDocument();
  });

  it('says the page was not found on a 404', async () => {
    setLang('en');
    server.use(apiError('getAboutDetail', 404, 'Not found.'));
    renderAbout('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  });
});
