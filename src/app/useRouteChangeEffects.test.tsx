import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/client';
import { callQuery } from '../api/queries';
import { isMenuPanelOpen, toggleMenuPanel } from '../shared/menuPanelStore';
import { useRouteChangeEffects } from './useRouteChangeEffects';

function Layout() {
  useRouteChangeEffects();
  return (
    <>
      <Link to="/next">next</Link>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/next', element: <h1>Next page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useRouteChangeEffects', () => {
  it('does nothing on the first load, even when StrictMode runs the effect twice', async () => {
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    // Give a focus attempt (scheduled on an animation frame) the time to happen if it were made.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(document.body);
    expect(refetch).not.toHaveBeenCalled();
    expect(scroll).not.toHaveBeenCalled();
  });

  it('on a route change: refreshes the texts, closes the menu, scrolls up and focuses the new h1', async () => {
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    act(() => toggleMenuPanel());
    expect(isMenuPanelOpen()).toBe(true);

    await act(() => router.navigate('/next'));
    const heading = await screen.findByRole('heading', { name: 'Next page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(isMenuPanelOpen()).toBe(false);
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ queryKey: callQuery('getContent').queryKey, exact: true });
  });
});
