import { describe, expect, it } from 'vitest';
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
