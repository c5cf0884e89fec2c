import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import { setLang } from '../../i18n/lang';
import { createTestQueryClient, renderWithProviders } from '../../../tests/support/unit/render';
import { Component as ActivationPage } from './ActivationPage';
import { formTexts } from '../../shared/forms/texts';

const DETAIL = {
  tm: 'Baglanyşyk nädogry',
  ru: 'Ссылка недействительна',
  en: 'The activation link is invalid',
};
let tokenCounter = 0;

function renderPage(token = `token-${++tokenCounter}`) {
  const client = createTestQueryClient();
  client.setQueryData(['content'], {}); // the page title's site name; not under test here
  renderWithProviders(<ActivationPage />, {
    path: '/email-activation/:token',
    entry: `/email-activation/${token}`,
    client,
    strictMode: true,
  });
  return token;
}

beforeEach(() => act(() => setLang('en')));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLang('tm'));
});

describe('ActivationPage', () => {
  it('shows a spinner, then the success text; posts the token and the stored e-mail exactly once', async () => {
    localStorage.setItem('email', 'visitor@example.com');
    let resolve: () => void = () => undefined;
    const check = vi.spyOn(api, 'checkSubscription').mockImplementation(
      () =>
        new Promise((r) => {
          resolve = () => r({ message: DETAIL });
        }),
    );
    const token = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription activation' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Subscription activation/);
    expect(screen.getAllByText('Checking your subscription...').length).toBeGreaterThan(0);
    act(() => resolve());
    expect(await screen.findByText('Your subscription is activated')).toBeInTheDocument();
    expect(screen.queryByText('Checking your subscription...')).toBeNull();
    expect(check).toHaveBeenCalledTimes(1); // StrictMode mounts twice; the token must be posted once
    expect(check).toHaveBeenCalledWith({ token, email: 'visitor@example.com' });
    act(() => setLang('ru'));
    expect(screen.getByText('Ваша подписка активирована')).toBeInTheDocument();
    act(() => setLang('tm'));
    expect(screen.getByText('Abunalygyňyz işjeňleşdirildi')).toBeInTheDocument();
  });

  it('sends the token alone when no e-mail is stored', async () => {
    const check = vi.spyOn(api, 'checkSubscription').mockResolvedValue({ message: DETAIL });
    const token = renderPage();
    await screen.findByText('Your subscription is activated');
    expect(check).toHaveBeenCalledWith({ token });
  });

  it("shows the server's detail in the current language with a red cross", async () => {
    vi.spyOn(api, 'checkSubscription').mockRejectedValue(new ApiError('http', 400, DETAIL));
    renderPage();
    const message = await screen.findByText(DETAIL.en);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(document.querySelector('.activation__icon--failure')).not.toBeNull();
    expect(screen.queryByText('Your subscription is activated')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull(); // a refused token is spent
    act(() => setLang('ru'));
    expect(screen.getByText(DETAIL.ru)).toBeInTheDocument();
  });

  it('offers a retry after a network failure and posts again only then', async () => {
    const check = vi
      .spyOn(api, 'checkSubscription')
      .mockRejectedValueOnce(new ApiError('network', null, null))
      .mockResolvedValueOnce({ message: DETAIL });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText(formTexts.networkFailure.en)).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your subscription is activated')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('does not post a spent token again when the page is opened again in the same session', async () => {
    const check = vi.spyOn(api, 'checkSubscription').mockResolvedValue({ message: DETAIL });
    const token = renderPage();
    await screen.findByText('Your subscription is activated');
    renderPage(token);
    await waitFor(() => expect(screen.getAllByText('Your subscription is activated')).toHaveLength(2));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
