import {
  beaconUrl,
  clsValue,
  msValue,
  RUM_FIELDS,
  RUM_KEYS_PATTERN,
  screenClass,
  targetValue,
} from './beacon';
import { rumSample, sampled } from './sample';

/** The shape nginx takes (scripts/serve/rum.ts builds the same from RUM_KEYS_PATTERN). */
const shape = new RegExp(
  `^${RUM_KEYS_PATTERN.replace('{{PAGE_IDS}}', 'home|post|other').replace('{{LANGS}}', 'tm|ru|en')}$`,
);
const query = (url: string) => url.slice(url.indexOf('?') + 1);

describe('the beacon', () => {
  it('holds every declared field, in order, even the unknown ones', () => {
    const url = beaconUrl({ page: 'home', lang: 'tm', nav: 'load', screen: 's', lcp: '1200' });
    expect(url.startsWith('/rum?page=home&lang=tm&nav=load&')).toBe(true);
    expect(
      query(url)
        .split('&')
        .map((pair) => pair.split('=')[0]),
    ).toEqual(RUM_FIELDS);
    expect(shape.test(query(url))).toBe(true);
  });

  it('bounds a selector to its last 80 characters, encoded in the alphabet nginx takes', () => {
    const selector = `html>body>div#root>${'div.wrapper>'.repeat(20)}img[alt="Привет (мир)!"]`;
    const value = targetValue(selector);
    expect(decodeURIComponent(value)).toBe(selector.slice(-80));
    expect(value).toMatch(/^[A-Za-z0-9%._~-]{1,240}$/);
    expect(targetValue(undefined)).toBe('');
    const url = beaconUrl({ page: 'post', lang: 'ru', nav: 'route', screen: 'l', lcp_target: value });
    expect(shape.test(query(url))).toBe(true);
  });

  it('writes metrics as nginx takes them', () => {
    expect(msValue(1234.56)).toBe('1235');
    expect(msValue(5_000_000)).toBe('999999');
    expect(msValue(undefined)).toBe('');
    expect(msValue(Number.NaN)).toBe('');
    expect(clsValue(0.123456)).toBe('0.1235');
    expect(clsValue(0)).toBe('0');
    expect(clsValue(250)).toBe('99');
    expect(clsValue(-1)).toBe('');
  });

  it('classes screens coarsely', () => {
    expect([320, 599, 600, 1023, 1024, 2560].map(screenClass)).toEqual(['s', 's', 'm', 'm', 'l', 'l']);
  });

  it('an unknown field, a slug or an address is not a beacon nginx takes', () => {
    const valid = query(beaconUrl({ page: 'home', lang: 'tm', nav: 'load', screen: 'm' }));
    expect(shape.test(`${valid}&id=1`)).toBe(false);
    expect(shape.test(valid.replace('page=home', 'page=%2Ftm%2Fpost%2Fslug'))).toBe(false);
  });
});

describe('the sample', () => {
  it('draws a share of page loads; 0 never, 1 always', () => {
    expect(sampled(0, 0)).toBe(false);
    expect(sampled(1, 0.999)).toBe(true);
    expect(sampled(0.1, 0.05)).toBe(true);
    expect(sampled(0.1, 0.5)).toBe(false);
  });

  it('is 0 without the Server-Timing entry (jsdom has none): nothing is loaded', () => {
    expect(sampled()).toBe(false);
  });

  it('reads the share from the page’s own Server-Timing entry', () => {
    const entries = (description: string) =>
      [
        {
          serverTiming: [
            { name: 'other', description: '1' },
            { name: 'rum', description },
          ],
        },
      ] as never;
    const spy = vi.spyOn(performance, 'getEntriesByType');
    try {
      spy.mockReturnValue(entries('0.25'));
      expect(rumSample()).toBe(0.25);
      spy.mockReturnValue(entries('nonsense'));
      expect(rumSample()).toBe(0);
      spy.mockReturnValue(entries('7'));
      expect(rumSample()).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});
