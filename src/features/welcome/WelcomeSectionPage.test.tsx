import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router-dom';
import type { WelcomeSection } from '../../api/types';
import { setLang } from '../../i18n/lang';
import { HttpResponse } from 'msw';
import { apiAnswer, apiHandler, apiPending } from '../../../tests/support/unit/api-handlers';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, server } from '../../../tests/support/unit/server';
import { Component as WelcomeSectionPage } from './WelcomeSectionPage';
import { sectionLink } from './sectionLink';

function makeSection(id: number, slug: string, name: string, images = 0): WelcomeSection {
  return {
    id,
    slug,
    image: `/media/welcome/${slug}.jpg`,
    name_tm: `${name} TM`,
    name_ru: `${name} RU`,
    name_en: `${name} EN`,
    content_tm: `<p>${name} mazmuny</p>`,
    content_ru: `<p>${name} содержание</p>`,
    content_en: `<p>${name} content</p><script>window.hacked = true</script>`,
    images: Array.from({ length: images }, (_, i) => ({
      id: i + 1,
      src: `/media/welcome/${slug}-${i + 1}.jpg`,
      src_thumb: `/media/welcome/${slug}-${i + 1}-thumb.jpg`,
      name_tm: `${name} surat ${i + 1}`,
      name_ru: `${name} фото ${i + 1}`,
      name_en: `${name} photo ${i + 1}`,
    })),
  };
}

const sections = [
  makeSection(1, 'history', 'History', 2),
  makeSection(2, 'nature', 'Nature'),
  makeSection(3, 'cuisine', 'Cuisine'),
];

function renderSection(entry: InitialEntry) {
  return renderWithProviders(<WelcomeSectionPage />, { path: '/welcome/section/:slug', entry });
}

describe('WelcomeSectionPage', () => {
  let scrolled: HTMLElement[];
  beforeEach(() => {
    setLang('en');
    scrolled = [];
    // jsdom does not lay out or scroll; record which element the page asks to bring into view.
    Element.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
      scrolled.push(this);
    };
  });

  it('renders at once from navigation state, before any answer from the API', async () => {
    server.use(apiPending('getWelcomeSections'));
    const link = sectionLink(sections[1]!, sections);
    renderSection({ pathname: link.to.pathname, hash: link.to.hash, state: link.state });
    expect(screen.getByRole('heading', { level: 1, name: 'Nature EN' })).toBeInTheDocument();
    expect(await screen.findByText('Nature content')).toBeInTheDocument();
    const others = screen.getByRole('complementary', { name: 'Other sections' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['History EN', 'Cuisine EN']);
    expect(within(others).getByRole('link', { name: 'History EN' })).toHaveAttribute(
      'href',
      '/en/welcome/section/history#content',
    );
    expect(document.getElementById('content')).toContainElement(screen.getByRole('heading', { level: 1 }));
    // The #content hash lands on the section once it is rendered.
    await waitFor(() => expect(scrolled.map((el) => el.id)).toContain('content'));
  });

  it('works without navigation state (direct link or reload): fetches the sections and finds the slug', async () => {
    server.use(apiAnswer('getWelcomeSections', sections));
    const requests = recordRequests();
    renderSection('/welcome/section/history#content');
    expect(screen.queryByRole('heading', { level: 1, name: 'History EN' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'History EN' })).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('/turkmenistan/sections/');
    // Sanitised: the text is there, the script is not.
    expect(await screen.findByText('History content')).toBeInTheDocument();
    expect(document.querySelector('#content script')).toBeNull();
    // The section's gallery, with the viewer.
    const gallery = screen.getByRole('region', { name: 'Photo gallery' });
    const thumbs = within(gallery).getAllByRole('link');
    expect(thumbs.map((b) => b.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog']);
    await userEvent.setup().click(within(gallery).getByRole('link', { name: 'History photo 2 (2 of 2)' }));
    expect(await screen.findByRole('dialog', { name: 'History photo 2' })).toBeInTheDocument();
    expect(document.title).toContain('History EN');
  });

  it('does not scroll to the content without the #content hash', async () => {
    server.use(apiAnswer('getWelcomeSections', sections));
    renderSection('/welcome/section/nature');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nature EN' })).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).toEqual([]);
  });

  it('follows the current language', async () => {
    setLang('ru');
    server.use(apiAnswer('getWelcomeSections', sections));
    renderSection('/welcome/section/cuisine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuisine RU' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Другие разделы' })).toBeInTheDocument();
  });

  it('ignores navigation state that belongs to another slug', async () => {
    server.use(apiAnswer('getWelcomeSections', sections));
    renderSection({ pathname: '/welcome/section/cuisine', state: { section: sections[0], sections } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuisine EN' })).toBeInTheDocument();
  });

  it('says so when the slug is unknown', async () => {
    server.use(apiAnswer('getWelcomeSections', sections));
    renderSection('/welcome/section/no-such-section');
    expect(await screen.findByRole('heading', { level: 1, name: 'Section not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All sections/ })).toHaveAttribute('href', '/en/welcome/');
  });

  it('shows an error with a retry that loads the section', async () => {
    let fail = true;
    server.use(
      apiHandler('getWelcomeSections', () =>
        fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : HttpResponse.json(sections),
      ),
    );
    renderSection('/welcome/section/nature');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Nature EN' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
