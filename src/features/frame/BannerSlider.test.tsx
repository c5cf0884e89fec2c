import { mockReducedMotion } from '../../../tests/support/unit/media';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callQuery } from '../../api/queries';
import type { Banner } from '../../api/types';
import { setLang } from '../../i18n/lang';
import { BannerSlider } from './BannerSlider';
import { apiAnswer, apiError } from '../../../tests/support/unit/api-handlers';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server } from '../../../tests/support/unit/server';

const banner = (id: number, url: string | null, en: string): Banner => ({
  id,
  url,
  image: `/media/img/banner-${id}.jpg`,
  text_tm: `${en} tm`,
  text_ru: `${en} ru`,
  text_en: en,
});

beforeEach(() => act(() => setLang('en')));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => setLang('tm'));
});

describe('<BannerSlider>', () => {
  it('renders the first banner at once as a link, steps to a banner without url that is not a link', async () => {
    const user = userEvent.setup();
    mockReducedMotion(false);
    server.use(apiAnswer('getBanners', [banner(1, '/posts', 'First'), banner(2, null, 'Second')]));
    renderWithProviders(<BannerSlider />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    const first = within(carousel).getByRole('group', { name: '1 of 2' });
    expect(within(first).getByRole('link', { name: 'First' })).toHaveAttribute('href', '/en/posts');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/img/banner-1.jpg');

    await user.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    const second = await within(carousel).findByRole('group', { name: '2 of 2' });
    expect(second).toHaveTextContent('Second');
    expect(within(second).queryByRole('link')).toBeNull();
  });

  it('has a pause/play control; autoplay starts paused under reduced motion', async () => {
    const user = userEvent.setup();
    mockReducedMotion(true);
    server.use(apiAnswer('getBanners', [banner(1, '/a', 'A'), banner(2, '/b', 'B')]));
    renderWithProviders(<BannerSlider />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    await user.click(within(carousel).getByRole('button', { name: 'Play banners' }));
    expect(within(carousel).getByRole('button', { name: 'Pause banners' })).toBeInTheDocument();
  });

  it('renders nothing (no endless skeleton) when the call fails or the list is empty', async () => {
    server.use(apiError('getBanners', 500));
    const requests = recordRequests();
    const failed = renderWithProviders(<BannerSlider />);
    await waitFor(() =>
      expect(failed.client.getQueryState(callQuery('getBanners').queryKey)?.status).toBe('error'),
    );
    expect(requestsTo(requests, 'getBanners')).toHaveLength(1);
    expect(failed.container.querySelector('.frame-banners')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    failed.unmount();

    server.use(apiAnswer('getBanners', []));
    const empty = renderWithProviders(<BannerSlider />);
    await waitFor(() =>
      expect(empty.client.getQueryState(callQuery('getBanners').queryKey)?.status).toBe('success'),
    );
    expect(requestsTo(requests, 'getBanners')).toHaveLength(2);
    expect(empty.container.querySelector('.frame-banners')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows a single banner without slider controls', async () => {
    server.use(apiAnswer('getBanners', [banner(1, null, 'Only')]));
    renderWithProviders(<BannerSlider />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(carousel).toHaveTextContent('Only');
    expect(within(carousel).queryByRole('button')).toBeNull();
  });
});
