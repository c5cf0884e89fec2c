import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './SafeHtml';

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
