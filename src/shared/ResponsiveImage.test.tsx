import { render } from '@testing-library/react';
import { IMAGE_WIDTHS, ResponsiveImage, resizedUrl } from './ResponsiveImage';
import { saveDataWidth } from './imageWidths';

describe('ResponsiveImage', () => {
  it('gives an API picture a srcset over the one width list, the original as src', () => {
    const { container } = render(<ResponsiveImage src="/media/img/a.jpg" sizes="7.5rem" alt="" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/img/a.jpg');
    expect(image.getAttribute('srcset')).toBe(
      IMAGE_WIDTHS.map((width) => `/media/img/a.jpg?w=${width} ${width}w`).join(', '),
    );
    expect(image.getAttribute('sizes')).toBe('7.5rem');
  });

  it('lets the browser measure a lazy picture with a shape, with the hint as the fallback', () => {
    const { container } = render(
      <ResponsiveImage
        src="/media/img/a.jpg"
        sizes="50vw"
        loading="lazy"
        width={400}
        height={250}
        alt=""
        fetchPriority="low"
      />,
    );
    const image = container.querySelector('img')!;
    expect(image.getAttribute('sizes')).toBe('auto, 50vw');
    expect(image.getAttribute('fetchpriority')).toBe('low');
    // Without a width and a height, `auto` would size it 300 × 150 in the browsers that read it.
    const { container: shapeless } = render(
      <ResponsiveImage src="/media/img/a.jpg" sizes="50vw" loading="lazy" alt="" />,
    );
    expect(shapeless.querySelector('img')!.getAttribute('sizes')).toBe('50vw');
  });

  it('leaves a picture the server cannot resize as it is (another host, not under /media/)', () => {
    for (const src of ['https://cdn.example.org/a.jpg', '/logo.svg', '//evil.example/media/a.jpg']) {
      const { container } = render(<ResponsiveImage src={src} sizes="10rem" alt="" />);
      const image = container.querySelector('img')!;
      expect(image.getAttribute('src')).toBe(src);
      expect(image.hasAttribute('srcset')).toBe(false);
      expect(image.hasAttribute('sizes')).toBe(false);
    }
  });
});

describe('resizedUrl and saveDataWidth', () => {
  it('adds the width to the query, keeping one the address has', () => {
    expect(resizedUrl('/media/a.jpg', 320)).toBe('/media/a.jpg?w=320');
    expect(resizedUrl('/media/a.jpg?v=2', 320)).toBe('/media/a.jpg?v=2&w=320');
  });
  it('resizes a picture of a host MEDIA_ORIGINS names through the site, and no other host', () => {
    const origins = ['https://media.example.gov.tm', 'http://127.0.0.1:8081'];
    expect(resizedUrl('https://media.example.gov.tm/img/a.jpg', 320, origins)).toBe(
      '/media-origins/media.example.gov.tm/img/a.jpg?w=320',
    );
    expect(resizedUrl('http://127.0.0.1:8081/a%20b.jpg', 160, origins)).toBe(
      '/media-origins/127.0.0.1:8081/a%20b.jpg?w=160',
    );
    for (const src of [
      'https://other.example.org/img/a.jpg',
      'http://media.example.gov.tm/img/a.jpg',
      'https://media.example.gov.tm/img/a.jpg?id=5',
      'https://user@media.example.gov.tm/img/a.jpg',
    ])
      expect(resizedUrl(src, 320, origins), src).toBeNull();
    // Without the list (the default) no other host is resized.
    expect(resizedUrl('https://media.example.gov.tm/img/a.jpg', 320)).toBeNull();
  });
  it('resizes no address a srcset cannot hold (a space or a comma ends it there) nor one with a fragment', () => {
    for (const src of ['/media/a b.jpg', '/media/a,b.jpg', '/media/a.jpg#x'])
      expect(resizedUrl(src, 320)).toBeNull();
  });
  it('halves a width for Save-Data within the list, the smallest at least', () => {
    expect(IMAGE_WIDTHS.map(saveDataWidth)).toEqual([160, 160, 160, 240, 320, 320, 480, 640, 960]);
  });
});
