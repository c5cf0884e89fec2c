import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { apiAnswer, apiError, apiHeld, apiNetworkError } from '../../../tests/support/unit/api-handlers';
import { createTestQueryClient, renderWithProviders } from '../../../tests/support/unit/render';
import { recordRequests, requestsTo, server } from '../../../tests/support/unit/server';
import { Component as ActivationPage } from './ActivationPage';
import { formTexts } from '../../shared/forms/texts';

const DETAIL = {
  tm: 'Baglanyşyk nädogry',
  ru: 'Ссылка недействительна',
  en: 'The activation link is invalid',
};
const OK = { message: DETAIL };
let tokenCounter = 0;

/** The page for `token` in a visit: `client` is the visit's one query client (src/app/App.tsx). */
function renderPage(token = `token-${++tokenCounter}`, client = createTestQueryClient()) {
  client.setQueryData(['content'], {}); // the page title's site name; not under test here
  renderWithProviders(<ActivationPage />, {
    path: '/email-activation/:token',
    entry: `/email-activation/${token}`,
    client,
    strictMode: true,
  });
  return { token, client };
}

beforeEach(() => act(() => setLang('en')));
afterEach(() => act(() => setLang('tm')));

/** The activation checks the page posted, as the server received them. */
function checksSent() {
  const requests = recordRequests();
  return {
    count: () => requestsTo(requests, 'checkSubscription').length,
    forms: () => Promise.all(requestsTo(requests, 'checkSubscription').map((request) => request.form())),
  };
}

describe('ActivationPage', () => {
  it('shows a spinner, then the success text; posts the token and the stored e-mail exactly once', async () => {
    localStorage.setItem('email', 'visitor@example.com');
    const held = apiHeld('checkSubscription', OK);
    server.use(held.handler);
    const sent = checksSent();
    const { token } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription activation' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Subscription activation/);
    expect(screen.getAllByText('Checking your subscription...').length).toBeGreaterThan(0);
    await waitFor(() => expect(sent.count()).toBe(1));
    act(() => held.release());
    expect(await screen.findByText('Your subscription is activated')).toBeInTheDocument();
    expect(screen.queryByText('Checking your subscription...')).toBeNull();
    expect(sent.count()).toBe(1); // StrictMode mounts twice; the token must be posted once
    expect(await sent.forms()).toEqual([{ token, email: 'visitor@example.com' }]);
    act(() => setLang('ru'));
    expect(screen.getByText('Ваша подписка активирована')).toBeInTheDocument();
    act(() => setLang('tm'));
    expect(screen.getByText('Abunalygyňyz işjeňleşdirildi')).toBeInTheDocument();
  });

  it('sends the token alone when no e-mail is stored', async () => {
    server.use(apiAnswer('checkSubscription', OK));
    const sent = checksSent();
    const { token } = renderPage();
    await screen.findByText('Your subscription is activated');
    expect(await sent.forms()).toEqual([{ token }]);
  });

  it("shows the server's detail in the current language with a red cross", async () => {
    server.use(apiError('checkSubscription', 400, DETAIL));
    const sent = checksSent();
    renderPage();
    const message = await screen.findByText(DETAIL.en);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(document.querySelector('.activation__icon--failure')).not.toBeNull();
    expect(screen.queryByText('Your subscription is activated')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull(); // a refused token is spent
    expect(sent.count()).toBe(1);
    act(() => setLang('ru'));
    expect(screen.getByText(DETAIL.ru)).toBeInTheDocument();
  });

  it('offers a retry after a network failure and posts again only then', async () => {
    server.use(apiNetworkError('checkSubscription', { once: true }), apiAnswer('checkSubscription', OK));
    const sent = checksSent();
    const user = userEvent.setup({ delay: null });
    const { token } = renderPage();
    expect(await screen.findByText(formTexts.networkFailure.en)).toBeInTheDocument();
    expect(sent.count()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your subscription is activated')).toBeInTheDocument();
    expect(await sent.forms()).toEqual([{ token }, { token }]);
  });

  it('does not post a spent token again when the page is opened again in the same visit', async () => {
    server.use(apiAnswer('checkSubscription', OK));
    const sent = checksSent();
    const { token, client } = renderPage();
    await screen.findByText('Your subscription is activated');
    cleanup();
    renderPage(token, client);
    expect(screen.getByText('Your subscription is activated')).toBeInTheDocument();
    expect(screen.queryByText('Checking your subscription...')).toBeNull();
    expect(sent.count()).toBe(1);
  });

  it('shows the refusal again, without posting, when the page is opened again in the same visit', async () => {
    server.use(apiError('checkSubscription', 400, DETAIL));
    const sent = checksSent();
    const { token, client } = renderPage();
    await screen.findByText(DETAIL.en);
    cleanup();
    renderPage(token, client);
    expect(screen.getByText(DETAIL.en)).toBeInTheDocument();
    expect(sent.count()).toBe(1);
  });

  it('posts each token of its own', async () => {
    server.use(apiAnswer('checkSubscription', OK));
    const sent = checksSent();
    const first = renderPage();
    await screen.findByText('Your subscription is activated');
    cleanup();
    const second = renderPage(undefined, first.client);
    await screen.findByText('Your subscription is activated');
    expect(await sent.forms()).toEqual([{ token: first.token }, { token: second.token }]);
  });
});
