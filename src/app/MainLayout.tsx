import { Outlet } from 'react-router-dom';

// Minimal frame; the frame issue adds header, footer, cookie notice and go-to-top.
export function MainLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
