import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLang } from '../../i18n/lang';
import { apiAnswer, apiError, apiNetworkError, apiPending } from '../../../tests/support/unit/api-handlers';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { server } from '../../../tests/support/unit/server';
import { Component as MediaPage } from './MediaPage';

const images = [1, 2, 3].map((id) => ({
  id,
  src: `/media/gallery/${id}.jpg`,
  src_thumb: `/media/gallery/${id}-thumb.jpg`,
  name_tm: `Surat ${id}`,
  name_ru: `Фото ${id}`,
  name_en: `Photo number ${id}`,
}));
const videos = [
  { id: 1, src: '/media/video/1.mp4', poster: '/media/video/1.jpg' },
  { id: 2, src: '/media/video/2.webm', poster: '/media/video/2.jpg' },
];

describe('MediaPage', () => {
  beforeEach(() => setLang('en'));

  it('shows the gallery thumbnails and the videos (poster, controls, 250 px, nothing preloaded)', async () => {
    server.use(apiAnswer('getImages', images), apiAnswer('getVideos', videos));
    renderWithProviders(<MediaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Multimedia' })).toBeInTheDocument();
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(await within(photos).findByRole('link', { name: 'Photo number 2 (2 of 3)' })).toBeInTheDocument();
    expect(within(photos).getAllByRole('link')).toHaveLength(3);

    const players = document.querySelectorAll('video');
    expect(players).toHaveLength(2);
    const first = players[0]!;
    expect(first).toHaveAttribute('controls');
    expect(first).toHaveAttribute('preload', 'none');
    expect(first).toHaveAttribute('poster', '/media/video/1.jpg?w=640');
    expect(first).toHaveAttribute('src', '/media/video/1.mp4');
    expect(first).toHaveAttribute('height', '250');
    expect(first).toHaveAttribute('aria-label', 'Video 1');

    await userEvent.setup().click(within(photos).getByRole('link', { name: 'Photo number 3 (3 of 3)' }));
    expect(await screen.findByRole('dialog', { name: 'Photo number 3' })).toBeInTheDocument();
  });

  it('renders the captions of a video that has them, the page language on by default', async () => {
    setLang('tm');
    const tracks = [
      { src: '/media/captions/1.tk.vtt', srclang: 'tk', label: 'Türkmençe', kind: 'captions' as const },
      { src: '/media/captions/1.en.vtt', srclang: 'en', label: 'English', kind: 'subtitles' as const },
    ];
    server.use(apiAnswer('getImages', []), apiAnswer('getVideos', [{ ...videos[0]!, tracks }, videos[1]!]));
    renderWithProviders(<MediaPage />);
    await vi.waitFor(() => expect(document.querySelectorAll('video')).toHaveLength(2));
    const [withTracks, without] = document.querySelectorAll('video');
    const rendered = [...withTracks!.querySelectorAll('track')].map((t) => ({
      src: t.getAttribute('src'),
      srclang: t.getAttribute('srclang'),
      label: t.getAttribute('label'),
      kind: t.getAttribute('kind'),
      default: t.hasAttribute('default'),
    }));
    expect(rendered).toEqual([
      { ...tracks[0], default: true },
      { ...tracks[1], default: false },
    ]);
    expect(without!.querySelectorAll('track')).toHaveLength(0);
  });

  it('falls back to quiet empty lists when the calls fail (no spinner, no error box)', async () => {
    setLang('ru');
    server.use(apiError('getImages', 500), apiNetworkError('getVideos'));
    renderWithProviders(<MediaPage />);
    expect(await screen.findByText('Фотографий пока нет')).toBeInTheDocument();
    expect(await screen.findByText('Видео пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows placeholders while loading', () => {
    server.use(apiPending('getImages'), apiPending('getVideos'));
    renderWithProviders(<MediaPage />);
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  });
});
