import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../i18n/lang';
import { Clock } from './Clock';
import { clockParts, msToNextSecond } from './clockParts';

// Tuesday 3 March 2026, 09:05:07 local time.
const TUESDAY = new Date(2026, 2, 3, 9, 5, 7, 250);

describe('clockParts', () => {
  it.each([
    ['tm', 'Sişenbe'],
    ['ru', 'Вторник'],
    ['en', 'Tuesday'],
  ] as const)('gives the weekday in %s, the date as day.month.year and the time', (lang, weekday) => {
    expect(clockParts(TUESDAY, lang)).toEqual({ weekday, date: '03.03.2026', time: '09:05:07' });
  });

  it('pads single digits and keeps the year whole', () => {
    expect(clockParts(new Date(987, 0, 1, 0, 0, 0), 'en').date).toBe('01.01.987');
    expect(clockParts(new Date(2026, 11, 31, 23, 59, 59), 'en')).toMatchObject({
      date: '31.12.2026',
      time: '23:59:59',
      weekday: 'Thursday',
    });
  });

  it('waits for the next whole second', () => {
    expect(msToNextSecond(TUESDAY)).toBe(750);
    expect(msToNextSecond(new Date(2026, 0, 1, 0, 0, 0, 0))).toBe(1000);
  });
});

describe('<Clock>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(TUESDAY);
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => setLang('tm'));
  });

  it('updates every second and follows the language', () => {
    act(() => setLang('en'));
    render(<Clock />);
    const clock = screen.getByRole('group', { name: 'Current date and time' });
    expect(clock).toHaveTextContent('Tuesday');
    expect(clock).toHaveTextContent('03.03.2026');
    expect(clock).toHaveTextContent('09:05:07');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock).toHaveTextContent('09:05:08');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(clock).toHaveTextContent('09:05:11');

    act(() => setLang('ru'));
    expect(screen.getByRole('group', { name: 'Текущие дата и время' })).toHaveTextContent('Вторник');
    act(() => setLang('tm'));
    expect(screen.getByRole('group', { name: 'Şu günki sene we wagt' })).toHaveTextContent('Sişenbe');
  });

  it('is not a live region (screen readers are not told every second)', () => {
    render(<Clock />);
    const clock = screen.getByRole('group');
    expect(clock.closest('[aria-live]')).toBeNull();
    expect(clock.querySelector('[aria-live]')).toBeNull();
  });
});
