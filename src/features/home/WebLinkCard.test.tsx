import { afterEach, describe, expect, it } from 'vitest';
import { focusCard, focusedCardIndex } from './WebLinkCard';

function list(count: number): HTMLElement {
  const root = document.createElement('ul');
  for (let i = 0; i < count; i++) {
    const link = document.createElement('a');
    link.href = `https://example.org/${i}`;
    link.className = 'home-weblinks__card';
    link.textContent = `site ${i}`;
    root.append(link);
  }
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('the focused state website card, carried from the plain list to the carousel', () => {
  it('finds the focused card and focuses the same place in the new list', () => {
    const plain = list(4);
    (plain.children[2] as HTMLElement).focus();
    const index = focusedCardIndex(plain);
    expect(index).toBe(2);
    plain.remove();
    const carousel = list(4);
    expect(focusCard(carousel, index!)).toBe(true);
    expect(document.activeElement).toBe(carousel.children[2]);
  });

  it('knows no card when the focus is elsewhere, and focuses nothing past the end', () => {
    const plain = list(3);
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    expect(focusedCardIndex(plain)).toBeNull();
    expect(focusedCardIndex(null)).toBeNull();
    expect(focusCard(plain, 5)).toBe(false);
    expect(document.activeElement).toBe(elsewhere);
  });
});
