import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callQuery } from '../api/queries';
import { ApiError } from '../api/http';
import { commonTexts, setLang } from '../i18n';
import { apiAnswer, apiError, apiHeld, apiNetworkError } from '../../tests/support/unit/api-handlers';
import { makeNotice } from '../../tests/support/unit/factories';
import { renderWithProviders } from '../../tests/support/unit/render';
import { recordRequests, requestsTo, server } from '../../tests/support/unit/server';
import { ErrorState, QueryStates, failurePhrase, isEmptyList } from './QueryStates';

describe('failurePhrase (requirements §8)', () => {
  it('gives a detail page the ladder: network, its 404 text, anything else', () => {
    const notFound = commonTexts.newsNotFound;
    expect(failurePhrase(new ApiError('network', null, null), notFound)).toBe(commonTexts.networkError);
    expect(failurePhrase(new ApiError('http', 404, null), notFound)).toBe(notFound);
    expect(failurePhrase(new ApiError('http', 404, null), commonTexts.articleNotFound)).toBe(
      commonTexts.articleNotFound,
    );
    expect(failurePhrase(new ApiError('http', 500, null), notFound)).toBe(commonTexts.somethingWentWrong);
    expect(failurePhrase(new ApiError('http', 403, null), notFound)).toBe(commonTexts.somethingWentWrong);
    expect(failurePhrase(new ApiError('parse', 200, null), notFound)).toBe(commonTexts.somethingWentWrong);
    expect(failurePhrase(new TypeError('boom'), notFound)).toBe(commonTexts.somethingWentWrong);
  });

  it('gives blocks and lists the quiet "Something went wrong!" for every failure', () => {
    expect(failurePhrase(new ApiError('network', null, null))).toBe(commonTexts.somethingWentWrong);
    expect(failurePhrase(new ApiError('http', 404, null))).toBe(commonTexts.somethingWentWrong);
  });
});

/** The home announcements as a block renders them: a section, its heading, the states. */
function Block({ notFound }: { notFound?: boolean }) {
  const query = useQuery(callQuery('getMainNotices'));
  return (
    <section>
      <h2>Announcements</h2>
      <QueryStates
        query={query}
        isEmpty={isEmptyList}
        emptyMessage="None yet"
        notFound={notFound ? commonTexts.newsNotFound : undefined}
      >
        {(notices) => (
          <ul>
            {notices.map((notice) => (
              <li key={notice.id}>
                <a href={`/notices/${notice.slug}`}>{notice.name_en}</a>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

const renderBlock = (notFound?: boolean) =>
  renderWithProviders(<Block notFound={notFound} />, { lang: 'en' });

describe('<QueryStates>', () => {
  it('shows "Loading..." to screen readers until the data, then the data', async () => {
    const held = apiHeld('getMainNotices', [makeNotice({ name_en: 'First' })]);
    server.use(held.handler);
    renderBlock();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => held.release());
    expect(await screen.findByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows the empty message for an empty list', async () => {
    server.use(apiAnswer('getMainNotices', []));
    renderBlock();
    expect(await screen.findByText('None yet')).toBeInTheDocument();
  });

  it('keeps the data shown when a refetch fails (requirements §4)', async () => {
    server.use(apiAnswer('getMainNotices', [makeNotice({ name_en: 'Kept' })]));
    const { client } = renderBlock();
    await screen.findByRole('link', { name: 'Kept' });
    server.use(apiError('getMainNotices', 500));
    await act(() => client.refetchQueries({ queryKey: callQuery('getMainNotices').queryKey }));
    expect(client.getQueryState(callQuery('getMainNotices').queryKey)?.status).toBe('error');
    expect(screen.getByRole('link', { name: 'Kept' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Something went wrong!" in a block, the detail ladder where a not-found text is given', async () => {
    server.use(apiNetworkError('getMainNotices'));
    const quiet = renderBlock();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    quiet.unmount();
    renderBlock(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error!');
  });

  it('a retry goes back to loading with the focus on the heading, then shows the data', async () => {
    const user = userEvent.setup();
    const held = apiHeld('getMainNotices', [makeNotice({ name_en: 'Back' })]);
    // The first request fails; the retry gets the held answer.
    server.use(apiError('getMainNotices', 500, null, { once: true }), held.handler);
    const requests = recordRequests();
    renderBlock();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The alert and its focused button left: the focus is on the block's heading, not <body>.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Announcements' })).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => held.release());
    expect(await screen.findByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(requestsTo(requests, 'getMainNotices')).toHaveLength(2);
  });

  it('a retry that fails again puts its message anew in the alert, so it is read out again', async () => {
    const user = userEvent.setup();
    server.use(apiError('getMainNotices', 500));
    const requests = recordRequests();
    renderBlock();
    const alert = await screen.findByRole('alert');
    const first = within(alert).getByText('Something went wrong!');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo(requests, 'getMainNotices')).toHaveLength(2));
    // Whether the loading state showed in between (a slow answer) or not (a quick one), the message
    // is a node added to an alert: screen readers read it.
    await waitFor(() =>
      expect(within(screen.getByRole('alert')).getByText('Something went wrong!')).not.toBe(first),
    );
  });
});

describe('<ErrorState> beside data (a next page that failed)', () => {
  beforeEach(() => setLang('en'));
  function NextPageFailure({ busy, failures }: { busy: boolean; failures: number }) {
    return (
      <section>
        <h2>Articles</h2>
        <ErrorState onRetry={() => onRetry.count++} busy={busy} failures={failures} />
      </section>
    );
  }
  const onRetry = { count: 0 };

  it('keeps the focused button while the retry runs: busy, and a press then does nothing', async () => {
    const user = userEvent.setup();
    onRetry.count = 0;
    const view = render(<NextPageFailure busy={false} failures={1} />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(onRetry.count).toBe(1);
    view.rerender(<NextPageFailure busy failures={1} />);
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveAccessibleName('Loading...');
    expect(retry).toHaveFocus();
    await user.click(retry);
    expect(onRetry.count).toBe(1);
  });

  it('a second failure is a new message in the same alert (read out again); the button keeps the focus', async () => {
    const user = userEvent.setup();
    const view = render(<NextPageFailure busy={false} failures={1} />);
    const alert = screen.getByRole('alert');
    const message = within(alert).getByText('Something went wrong!');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    view.rerender(<NextPageFailure busy={false} failures={2} />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(within(alert).getByText('Something went wrong!')).not.toBe(message);
    expect(retry).toHaveFocus();
  });
});
