import { screen } from '@testing-library/react';
import { setLang } from '../../i18n/lang';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { OFFLINE_LIST_ID } from '../../sw/config';
import { Component as OfflinePage } from './OfflinePage';
import { offlineTexts } from './texts';
import { LANGS } from '../../api/langs';

describe('OfflinePage', () => {
  it.each(LANGS)('says the page is not available offline, in %s', (lang) => {
    setLang(lang);
    renderWithProviders(<OfflinePage />);
    expect(screen.getByRole('heading', { level: 1, name: offlineTexts.title[lang] })).toBeInTheDocument();
    expect(screen.getByText(offlineTexts.lead[lang])).toBeVisible();
    // The list the service worker fills (src/sw/routes.ts fillOfflineList), "nothing saved" until then.
    const list = screen.getByRole('list', { name: offlineTexts.listTitle[lang] });
    expect(list.id).toBe(OFFLINE_LIST_ID);
    expect(list).toHaveTextContent(offlineTexts.none[lang]);
    expect(document.title).toContain(offlineTexts.title[lang]);
  });
});
