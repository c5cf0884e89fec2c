import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './SafeHtml';
import { IMAGE_WIDTHS } from './imageWidths';

describe('sanitizeHtml', () => {
  it('keeps headings, lists, tables, links and images', async () => {
    const html = await sanitizeHtml(
      '<h2>T</h2><ul><li>a</li></ul><table><tr><td>1</td></tr></table><a href="/posts" target="_blank">x</a><img src="/i.jpg" alt="">',
    );
    expect(html).toContain('<h2>T</h2>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('href="/posts"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('loading="lazy"');
  });

  it('removes scripts, event handlers and javascript: URLs', async () => {
    const html = await sanitizeHtml(
      '<p onclick="alert(1)">p</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">l</a>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('removes style elements and attributes and form controls that could hide or fake the page', async () => {
    const html = await sanitizeHtml(
      '<p style="position:fixed;inset:0">x</p><style>body{display:none!important}</style><form><input name="p"><button>Send</button></form>',
    );
    expect(html).not.toMatch(/<style|style=|<form|<input|<button/i);
    expect(html).toContain('<p>x</p>');
  });
});

describe('pictures in API HTML (decision 0150)', () => {
  /** The attributes of the one <img> of `html`, sanitised. */
  async function picture(html: string): Promise<HTMLImageElement> {
    const holder = document.createElement('div');
    holder.innerHTML = await sanitizeHtml(html);
    const image = holder.querySelector('img');
    if (!image) throw new Error(`no picture in ${holder.innerHTML}`);
    return image;
  }

  it('gives a picture the server resizes a srcset over the width list, lazy', async () => {
    const image = await picture('<p><img src="/media/img/a.jpg" alt="A"></p>');
    expect(image.getAttribute('src')).toBe('/media/img/a.jpg');
    expect(image.getAttribute('srcset')).toBe(
      IMAGE_WIDTHS.map((width) => `/media/img/a.jpg?w=${width} ${width}w`).join(', '),
    );
    // No `auto` without a width and a height: a browser that reads it sizes such a picture 300 × 150.
    expect(image.getAttribute('sizes')).toBe('(min-width: 1232px) 1200px, calc(100vw - 2rem)');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('alt')).toBe('A');
  });

  it('hints no more than the width the API gave the picture, measured by its box when it has a shape', async () => {
    const image = await picture('<img src="/media/img/a.jpg?v=2" width="400" height="300" alt="">');
    expect(image.getAttribute('srcset')).toContain('/media/img/a.jpg?v=2&w=160 160w');
    expect(image.getAttribute('sizes')).toBe('auto, (min-width: 432px) 400px, calc(100vw - 2rem)');
    for (const html of [
      '<img src="/media/img/a.jpg" width="400" alt="">',
      '<img src="/media/img/a.jpg" width="400" height="0" alt="">',
    ])
      expect((await picture(html)).getAttribute('sizes'), html).toBe(
        '(min-width: 432px) 400px, calc(100vw - 2rem)',
      );
  });

  it('gives a picture without a text an empty one, and keeps the text the API wrote', async () => {
    expect((await picture('<img src="/media/img/a.jpg">')).getAttribute('alt')).toBe('');
    expect((await picture('<img src="/media/img/a.jpg" alt="Ofis">')).getAttribute('alt')).toBe('Ofis');
  });

  it('leaves pictures the server cannot resize, and a srcset the API wrote, as they are', async () => {
    for (const src of [
      'https://cdn.example.org/a.jpg',
      '/logo.svg',
      '//evil.example/media/a.jpg',
      '/media/a b.jpg',
    ]) {
      const image = await picture(`<img src="${src}" alt="">`);
      expect(image.hasAttribute('srcset'), src).toBe(false);
      expect(image.hasAttribute('sizes'), src).toBe(false);
      expect(image.getAttribute('loading'), src).toBe('lazy');
    }
    const own = await picture('<img src="/media/a.jpg" srcset="/media/a-2x.jpg 2x" alt="">');
    expect(own.getAttribute('srcset')).toBe('/media/a-2x.jpg 2x');
    expect(own.hasAttribute('sizes')).toBe(false);
  });

  it('takes no srcset from a src the sanitiser removed', async () => {
    const image = await picture('<img src="javascript:alert(1)" alt="">');
    expect(image.hasAttribute('srcset')).toBe(false);
  });
});

describe('SafeHtml hydrating a prerendered page', () => {
  const server = '<p>Prerendered text</p>';

  /** A fresh module, as in a browser that has just started: DOMPurify not loaded yet. */
  async function hydrate(html: string) {
    vi.resetModules();
    const { SafeHtml } = await import('./SafeHtml');
    const container = document.createElement('div');
    // What the prerender wrote: its own sanitised copy of `html`.
    container.innerHTML = `<div class="rich-text">${server}</div>`;
    document.body.append(container);
    const paragraph = container.querySelector('p')!;
    let root!: Root;
    act(() => {
      root = hydrateRoot(container, <SafeHtml html={html} />);
    });
    return { SafeHtml, container, paragraph, root };
  }

  it('keeps the server markup, the same nodes, while the source is unchanged', async () => {
    const { container, paragraph, root } = await hydrate(server);
    // Long enough for DOMPurify to load and a replacement to land, were one made.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.textContent).toBe('Prerendered text');
    act(() => root.unmount());
  });

  it('sanitises and shows a changed source (a refetch brought a new text)', async () => {
    const { SafeHtml, container, root } = await hydrate(server);
    act(() => root.render(<SafeHtml html={'<p>Newer text</p><img src=x onerror="alert(1)">'} />));
    await waitFor(() => expect(container.textContent).toBe('Newer text'));
    expect(container.innerHTML).not.toMatch(/onerror/);
    act(() => root.unmount());
  });

  it('shows the server source again after another one (a language switched there and back)', async () => {
    // The element no longer holds the server's markup once it has shown another text: keeping "the
    // server markup" then emptied it, and where Trusted Types are enforced the empty string was
    // refused and the whole page fell to the error page.
    const { SafeHtml, container, root } = await hydrate(server);
    act(() => root.render(<SafeHtml html="<p>Another language</p>" />));
    await waitFor(() => expect(container.textContent).toBe('Another language'));
    act(() => root.render(<SafeHtml html={server} />));
    await waitFor(() => expect(container.textContent).toBe('Prerendered text'));
    act(() => root.unmount());
  });
});
