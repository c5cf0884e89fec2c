import { describe, expect, it } from 'vitest';
import { formatDate } from './calendar';

describe('formatDate', () => {
  it('shows an API date as the publication day, whatever the browser time zone', () => {
    // 00:30 in Ashgabat is the previous evening in UTC and earlier zones.
    expect(formatDate('2026-03-05T00:30:00+05:00')).toBe('05.03.2026');
    expect(formatDate('2026-12-31T23:59:59-08:00')).toBe('31.12.2026');
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
  });

  it('formats a Date in local time and rejects what is not a date', () => {
    expect(formatDate(new Date(2026, 0, 9, 12))).toBe('09.01.2026');
    expect(formatDate('2026-02-30T10:00:00+05:00')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
