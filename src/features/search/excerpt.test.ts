import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt';

describe('excerptParts', () => {
  it('splits the marked words from the text and decodes the entities', () => {
    expect(excerptParts('A &lt;b&gt; <mark>pasport</mark> &amp; <mark>wiza</mark>&#39;s')).toEqual([
      { text: 'A <b> ', marked: false },
      { text: 'pasport', marked: true },
      { text: ' & ', marked: false },
      { text: 'wiza', marked: true },
      { text: "'s", marked: false },
    ]);
  });
  it('keeps no markup other than the marks', () => {
    expect(excerptParts('<b>x</b> <mark>y</mark>')).toEqual([
      { text: 'x ', marked: false },
      { text: 'y', marked: true },
    ]);
  });
});
