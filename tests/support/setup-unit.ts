import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, startServer, takeUnhandledRequests } from './unit/server';

// The one wait limit of Testing Library's `findBy…`/`waitFor` for every unit test: lazy chunks
// (DOMPurify, the captcha, form bodies) can take seconds to arrive on the shared 2-core machine. It
// only costs time when a test fails; the project's testTimeout (vitest.config.ts) is twice as long,
// so an expired wait reports what it was waiting for instead of a bare test timeout.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => startServer());

afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length) {
    throw new Error(
      `requests without an MSW handler (add one with server.use(...)):\n  ${unhandled.join('\n  ')}`,
    );
  }
});

afterAll(() => server.close());
