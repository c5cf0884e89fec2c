import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { SEARCH_TYPES } from '../../app/pages';
import type { SearchAnswer, SearchEngine, SearchHit } from './engine';
import { PAGE_SIZE, SearchPage } from './SearchPage';
import { TYPE_LABELS } from './searchTypes';

function hit(n: number, type = 'service'): SearchHit {
  return {
    url: `/en/services/s-${n}`,
    title: `Result ${n}`,
    type,
    date: type === 'news' ? '2026-03-05T09:30:00+05:00' : null,
    excerpt: `About the <mark>passport</mark> &amp; visa ${n}`,
  };
}

/** An engine that answers `hits` for any query (filtered by type), recording what it was asked. */
function fakeEngine(hits: SearchHit[]): SearchEngine & { calls: [string, string | null][] } {
  const calls: [string, string | null][] = [];
  return {
    calls,
    search: vi.fn((query: string, type: string | null): Promise<SearchAnswer> => {
      calls.push([query, type]);
      const counts: Record<string, number> = {};
      for (const h of hits) counts[h.type!] = (counts[h.type!] ?? 0) + 1;
      const chosen = hits.filter((h) => !type || h.type === type);
      return Promise.resolve({
        results: chosen.map((h) => ({ id: h.url, load: () => Promise.resolve(h) })),
        counts,
        total: hits.length,
      });
    }),
  };
}

// The first status is the page's (the second, the test's location probe, is an <output>).
const status = () => screen.getAllByRole('status')[0]!;
const location = () => screen.getByTestId('location').textContent;

function open(engine: SearchEngine, entry: string) {
  return renderWithProviders(<SearchPage engine={engine} />, {
    path: '/en/search',
    entry,
    lang: 'en',
    showLocation: true,
  });
}

describe('SearchPage', () => {
  it('every type a page can have has a label', () => {
    expect(Object.keys(TYPE_LABELS).sort()).toEqual([...SEARCH_TYPES].sort());
  });

  it('without words: the field, a prompt, no search', () => {
    const engine = fakeEngine([hit(1)]);
    open(engine, '/en/search');
    expect(screen.getByRole('searchbox', { name: 'What are you looking for?' })).toHaveValue('');
    expect(screen.getByText(/Search the services, notices/)).toBeInTheDocument();
    expect(status()).toHaveTextContent('');
    expect(engine.calls).toEqual([]);
  });

  it('the words in the address: results with title, type, date and marked excerpt; the count in the status', async () => {
    const engine = fakeEngine([hit(1), hit(2, 'news')]);
    open(engine, '/en/search?q=passport');
    expect(await screen.findByRole('link', { name: 'Result 1' })).toHaveAttribute('href', '/en/services/s-1');
    expect(status()).toHaveTextContent('Found: 2');
    expect(screen.getByRole('searchbox')).toHaveValue('passport');
    const second = screen.getByRole('link', { name: 'Result 2' }).closest('li')!;
    expect(within(second).getByText('News')).toBeInTheDocument();
    expect(second.querySelector('time')).toHaveAttribute('dateTime', '2026-03-05T09:30:00+05:00');
    expect(second.querySelector('mark')).toHaveTextContent('passport');
    // The entity is text, not markup.
    expect(second).toHaveTextContent('About the passport & visa 2');
    expect(engine.calls).toEqual([['passport', null]]);
  });

  it('a search puts the words in the address (Back goes to the previous one)', async () => {
    const engine = fakeEngine([hit(1)]);
    const { router } = open(engine, '/en/search?q=visa');
    await screen.findByRole('link', { name: 'Result 1' });
    const field = screen.getByRole('searchbox');
    await userEvent.clear(field);
    await userEvent.type(field, 'passport{Enter}');
    expect(location()).toBe('/en/search?q=passport');
    await screen.findByText('Found: 1');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(engine.calls.at(-1)).toEqual(['visa', null]));
    expect(screen.getByRole('searchbox')).toHaveValue('visa');
    expect(location()).toBe('/en/search?q=visa');
  });

  it('the type filter narrows the list and goes into the address', async () => {
    const engine = fakeEngine([hit(1), hit(2, 'news'), hit(3, 'news')]);
    open(engine, '/en/search?q=passport');
    const types = await screen.findByRole('group', { name: 'Type' });
    expect(within(types).getByRole('radio', { name: 'All (3)' })).toBeChecked();
    await userEvent.click(within(types).getByRole('radio', { name: 'News (2)' }));
    expect(location()).toBe('/en/search?q=passport&type=news');
    expect(await screen.findByText('Found: 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Result 1' })).toBeNull();
    expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('mark'))).toHaveLength(2);
    expect(within(types).getByRole('radio', { name: 'News (2)' })).toBeChecked();
  });

  it('nothing found: says so, with the news search (with the words) and the contacts', async () => {
    open(fakeEngine([]), '/en/search?q=zzz');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the news' })).toHaveAttribute(
      'href',
      '/en/posts?word=zzz',
    );
    expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/en/contacts');
    expect(screen.queryByRole('group', { name: 'Type' })).toBeNull();
  });

  it('an engine that cannot load (no index, blocked): the search is unavailable, with the ways on', async () => {
    open({ search: () => Promise.reject(new Error('404')) }, '/en/search?q=passport');
    expect(await screen.findByText('The search is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the news' })).toBeInTheDocument();
  });

  it(`shows ${PAGE_SIZE} results, then ${PAGE_SIZE} more on demand`, async () => {
    open(fakeEngine(Array.from({ length: PAGE_SIZE + 3 }, (_, i) => hit(i + 1))), '/en/search?q=passport');
    await screen.findByText(`Found: ${PAGE_SIZE + 3}`);
    expect(screen.getAllByRole('link', { name: /^Result / })).toHaveLength(PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: `Result ${PAGE_SIZE + 3}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
