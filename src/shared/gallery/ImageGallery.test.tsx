import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLang } from '../../i18n/lang';
import { ImageGallery } from './ImageGallery';
import type { GalleryItem } from './types';

const items: GalleryItem[] = [
  { key: 'a', src: '/media/a.jpg', thumb: '/media/a-thumb.jpg', alt: 'Ashgabat at night' },
  { key: 'b', src: '/media/b.jpg', thumb: '/media/b-thumb.jpg', alt: 'Darvaza gas crater' },
  { key: 'c', src: '/media/c.jpg', thumb: '/media/c-thumb.jpg', alt: 'Merv ruins' },
];

function shownImage(): string | null {
  return within(screen.getByRole('dialog')).getByRole('img').getAttribute('src');
}

describe('ImageGallery', () => {
  beforeEach(() => setLang('en'));

  it('shows thumbnails as links to their pictures named by the image, lazy after the eager ones', () => {
    render(<ImageGallery items={items} sizes="100vw" eager={1} />);
    const links = screen.getAllByRole('link');
    expect(links.map((b) => b.textContent)).toHaveLength(3);
    // Named by the image and its position: two pictures with one name still have distinct openers.
    const second = screen.getByRole('link', { name: 'Darvaza gas crater (2 of 3)' });
    // Without the app the link shows the picture itself, resized by the server (decision 0250).
    expect(second).toHaveAttribute('href', '/media/b.jpg?w=1280');
    // Rendered by the app (hydrated here), it opens the viewer.
    expect(second).toHaveAttribute('aria-haspopup', 'dialog');
    const imgs = screen.getAllByRole('img');
    expect(imgs[0]).toHaveAttribute('loading', 'eager');
    expect(imgs[1]).toHaveAttribute('loading', 'lazy');
    expect(imgs[1]).toHaveAttribute('src', '/media/b-thumb.jpg');
    expect(imgs[1]).toHaveAttribute('width');
  });

  it('opens a labelled modal dialog, moves with the arrow keys (wrapping) and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<ImageGallery items={items} sizes="100vw" />);
    const opener = screen.getByRole('link', { name: /^Darvaza gas crater/ });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Darvaza gas crater');
    expect(shownImage()).toBe('/media/b.jpg');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toBe('/media/c.jpg');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Merv ruins');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toBe('/media/a.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toBe('/media/c.jpg');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the thumbnail that opened the viewer.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('moves with the previous/next buttons and closes with the close button', async () => {
    const user = userEvent.setup();
    render(<ImageGallery items={items} sizes="100vw" />);
    const opener = screen.getByRole('link', { name: /^Ashgabat at night/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toBe('/media/c.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toBe('/media/a.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ImageGallery items={items} sizes="100vw" />
        <a href="/elsewhere">After the gallery</a>
      </>,
    );
    await user.click(screen.getByRole('link', { name: /^Merv ruins/ }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    // Close is the last control: Tab wraps to the first, Shift+Tab wraps back.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('names the viewer controls in the current language', async () => {
    setLang('ru');
    const user = userEvent.setup();
    render(<ImageGallery items={items} sizes="100vw" />);
    await user.click(screen.getByRole('link', { name: /^Merv ruins/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Следующее изображение' })).toBeInTheDocument();
    expect(within(dialog).getByText('3 из 3')).toBeInTheDocument();
  });

  it('leaves a click meant for a new tab to the browser: no viewer opens', async () => {
    const user = userEvent.setup();
    render(<ImageGallery items={items} sizes="100vw" />);
    const link = screen.getByRole('link', { name: /^Merv ruins/ });
    // jsdom does not navigate; the click's default is what matters: left to the browser.
    let prevented: boolean | null = null;
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(prevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
