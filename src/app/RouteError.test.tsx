import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, data } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/lang';
import { RouteError } from './RouteError';

function renderFailing(loader: () => never) {
  setLang('en');
  const router = createMemoryRouter(
    [{ path: '/', loader, element: <p>never shown</p>, errorElement: <RouteError /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('RouteError', () => {
  it("shows 'Unexpected Application Error!' with a thrown error's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(() => {
      throw new Error('chunk failed to load');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    // The title is set by a passive effect, which React may run after the heading is on the page.
    await waitFor(() => expect(document.title).toContain('Unexpected Application Error!'));
  });

  it('shows the status of a thrown response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(() => {
      // React Router's own way for a loader to fail with a status (a data response, not an Error).
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
