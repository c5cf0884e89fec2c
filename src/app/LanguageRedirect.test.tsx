import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderWithProviders } from '../../tests/support/unit/render';
import { setLang } from '../i18n/lang';
import { LanguageRedirect } from './LanguageRedirect';
import { LANGS } from '../api/langs';

function routesAt() {
  return [
    ...LANGS.map((lang) => ({ path: `/${lang}/*`, element: <LocationProbe /> })),
    { path: '*', element: <LanguageRedirect /> },
  ];
}

describe('LanguageRedirect', () => {
  it('sends a path without a language to the stored language, keeping query and hash', async () => {
    act(() => setLang('en'));
    const { router } = renderWithProviders(<></>, { routes: routesAt(), entry: '/posts?page=2#list' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/posts'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.location.hash).toBe('#list');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/posts?page=2');
  });

  it('sends an old ?lang= link to that language, without the parameter', async () => {
    act(() => setLang('tm'));
    const { router } = renderWithProviders(<></>, { routes: routesAt(), entry: '/contacts?lang=ru&x=1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/contacts'));
    expect(router.state.location.search).toBe('?x=1');
  });
});
