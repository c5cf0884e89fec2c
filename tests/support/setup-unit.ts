import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server, startServer, takeUnhandledRequests } from './unit/server';

// The one wait limit of Testing Library's `findBy…`/`waitFor` for every unit test: lazy chunks
// (DOMPurify, the captcha, form bodies) can take seconds to arrive on the shared 2-core machine. It
// only costs time when a test fails; the project's testTimeout (vitest.config.ts) is twice as long,
// so an expired wait reports what it was waiting for instead of a bare test timeout.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => startServer());

afterEach(() => {
  cleanup();
  // What a test put in the page itself (innerHTML), which cleanup() does not know of: with one jsdom
  // per worker the next file would find it (a slider's groups beside the clock's, 2026-11-29).
  if (typeof document !== 'undefined') document.body.replaceChildren();
  globalThis.localStorage?.clear(); // absent in the few files that run in Node (scripts/noPagePath.test.ts)
  server.resetHandlers();
  server.events.removeAllListeners();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length) {
    throw new Error(
      `requests without an MSW handler (add one with server.use(...)):\n  ${unhandled.join('\n  ')}`,
    );
  }
});

// A lazy part a test rendered (the header's weather, a form body) may still be importing when the
// file ends. With one module graph per worker (vitest.config.ts, `isolate: false`) the next file
// that imports the same module would wait on that import, which fails once this file's environment
// is torn down ("Cannot load … after the environment was torn down"). Seen in a filtered run
// (`-t link`: MainNav.test left the weather's chunk loading, Weather.test failed).
afterAll(async () => {
  await vi.dynamicImportSettled();
  server.close();
});
