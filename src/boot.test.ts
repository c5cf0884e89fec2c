/**
 * src/boot.ts, the script of a prerendered page: it adds the app's entry and module preloads named
 * on its own tag once the page has loaded (or after 3 s), once.
 */
const ENTRY = '/assets/index-abc.js';

function bootTag(preload = '/assets/core-1.js /assets/links-2.js') {
  const tag = document.createElement('script');
  tag.dataset.app = ENTRY;
  tag.dataset.preload = preload;
  document.body.append(tag);
}

const entryScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

async function runBoot() {
  vi.resetModules();
  await import('./boot');
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  setReadyState('complete');
  vi.useRealTimers();
});

describe('boot', () => {
  it('on a loaded page, adds the preloads and the entry at once', async () => {
    bootTag();
    setReadyState('complete');
    await runBoot();
    expect(preloads()).toEqual(['/assets/core-1.js', '/assets/links-2.js']);
    expect(entryScripts().map((s) => s.getAttribute('src'))).toEqual([ENTRY]);
  });

  it('while the page loads, waits for the load event, and starts only once', async () => {
    vi.useFakeTimers();
    bootTag('');
    setReadyState('interactive');
    await runBoot();
    expect(entryScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(entryScripts()).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toEqual([]);
  });

  it('starts after 3 s when the load event is late', async () => {
    vi.useFakeTimers();
    bootTag();
    setReadyState('interactive');
    await runBoot();
    vi.advanceTimersByTime(2999);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('does nothing without a tag naming the entry', async () => {
    setReadyState('complete');
    await runBoot();
    expect(entryScripts()).toHaveLength(0);
  });
});
