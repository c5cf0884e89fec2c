import { Outlet } from 'react-router-dom';

// Minimal frame; the frame issue adds the Welcome header.
export function WelcomeLayout() {
  return (
    <main id="main-content" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
