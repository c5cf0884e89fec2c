import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceptionDays } from './ReceptionDays';
import { renderWithProviders } from '../../../tests/support/unit/render';

describe('ReceptionDays', () => {
  it.each([
    ['en', 'Reception days', 'Tuesday', 'Thursday'],
    ['ru', 'Дни приёма', 'Вторник', 'Четверг'],
    ['tm', 'Kabul ediş günleri', 'Sişenbe', 'Penşenbe'],
  ] as const)(
    'lists Tuesday and Thursday with both hour ranges in %s',
    (lang, heading, tuesday, thursday) => {
      renderWithProviders(<ReceptionDays />, { lang });
      const section = screen.getByRole('region', { name: heading });
      const items = within(section).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent(tuesday);
      expect(items[1]).toHaveTextContent(thursday);
      for (const item of items) {
        expect(item).toHaveTextContent('9:00-12:00');
        expect(item).toHaveTextContent('15:00-17:00');
      }
    },
  );

  it('takes a heading level for side columns', () => {
    renderWithProviders(<ReceptionDays headingLevel={3} />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 3, name: 'Reception days' })).toBeInTheDocument();
  });
});
