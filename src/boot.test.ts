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
  vi.unstubAllGlobals();
  sessionStorage.clear();
  performance.clearMarks();
});

/** A form of the page with the held-submit status (HeldSubmitNote's attributes). */
function heldForm() {
  const form = document.createElement('form');
  form.innerHTML = '<p role="status" data-held-text="Held." data-failed-text="Not loaded."></p>';
  document.body.append(form);
  const submit = () => form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
  return { form, note: form.querySelector('p')!, submit };
}

/** The server's answer to the boot script's HEAD of the entry; the requests it got. */
function serverSays(status: number) {
  const fetcher = vi.fn((..._args: unknown[]) => Promise.resolve(new Response(null, { status })));
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

/** The boot script has started and added the entry's script. */
async function started(): Promise<HTMLScriptElement> {
  await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
  return entryScripts()[0]!;
}

const assetError = (filename: string) =>
  window.dispatchEvent(new ErrorEvent('error', { filename, message: 'SyntaxError: Unexpected token' }));

describe('boot', () => {
  it('on a loaded page, adds the preloads and the entry once the next frame is painted', async () => {
    bootTag();
    setReadyState('complete');
    await runBoot();
    expect(entryScripts()).toHaveLength(0);
    await vi.waitFor(() => expect(entryScripts().map((s) => s.getAttribute('src'))).toEqual([ENTRY]));
    expect(preloads()).toEqual(['/assets/core-1.js', '/assets/links-2.js']);
  });

  it('while the page loads, waits for the load event and the eager images, and starts only once', async () => {
    bootTag('');
    setReadyState('interactive');
    let decoded: () => void = () => undefined;
    const image = document.createElement('img');
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    document.body.append(image);
    await runBoot();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entryScripts()).toHaveLength(0);
    decoded();
    await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toEqual([]);
  });

  it('starts after 3 s when the load event is late', async () => {
    vi.useFakeTimers();
    bootTag();
    setReadyState('interactive');
    await runBoot();
    vi.advanceTimersByTime(2999);
    expect(preloads()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    // The start: the preloads at once, the entry once its static imports have been evaluated.
    expect(preloads()).toHaveLength(2);
    await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
  });

  it('for a visitor saving data, waits for a form field or a button, however long the page has loaded', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      bootTag();
      const field = document.createElement('input');
      const link = document.createElement('a');
      link.href = '#x';
      document.body.append(field, link);
      setReadyState('complete');
      await runBoot();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(60_000);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(preloads()).toHaveLength(0);
      field.focus();
      expect(preloads()).toHaveLength(2);
      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('treats a 2G connection as saving data', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: 'slow-2g' },
      configurable: true,
    });
    try {
      bootTag();
      setReadyState('complete');
      await runBoot();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(preloads()).toHaveLength(0);
      const button = document.createElement('button');
      button.type = 'button';
      document.body.append(button);
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(preloads()).toHaveLength(2);
      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('on a slow line (a downlink under 1 Mbit/s, Chromium calling it 4g), starts at the pointer coming down on a button and marks the pressed button busy', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', downlink: 0.45, saveData: false },
      configurable: true,
    });
    try {
      bootTag();
      const button = document.createElement('button');
      button.type = 'button';
      let clicks = 0;
      button.addEventListener('click', () => clicks++);
      document.body.append(button);
      setReadyState('complete');
      await runBoot();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(preloads()).toHaveLength(0);
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      expect(preloads()).toHaveLength(2);
      button.click();
      expect(clicks).toBe(1);
      expect(button).toHaveAttribute('aria-busy', 'true');
      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('on a slow line, a page whose content needs the app (the search results) starts it after load', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', downlink: 0.45, saveData: true },
      configurable: true,
    });
    try {
      bootTag();
      const note = document.createElement('div');
      note.setAttribute('data-needs-app', '');
      document.body.append(note);
      setReadyState('complete');
      await runBoot();
      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('on a fast line, starts after load as before', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', downlink: 10, saveData: false },
      configurable: true,
    });
    try {
      bootTag();
      setReadyState('complete');
      await runBoot();
      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('does nothing without a tag naming the entry', async () => {
    setReadyState('complete');
    await runBoot();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entryScripts()).toHaveLength(0);
  });

  it('when the entry fails to load, a form sent early says so instead of a reload losing it', async () => {
    bootTag('');
    setReadyState('complete');
    const fetcher = serverSays(404);
    const { note, submit } = heldForm();
    await runBoot();
    submit();
    expect(note).toHaveTextContent('Held.');
    const entry = await started();
    entry.dispatchEvent(new Event('error'));
    expect(note).toHaveTextContent('Not loaded.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not even asked whether the entry is gone: nothing reloads a page holding a sent form.
    expect(fetcher).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('site:stale-chunk-reload')).toBeNull();
  });

  it('after the entry failed to load, a form sent says at once that it was not sent, and stays held', async () => {
    bootTag('');
    setReadyState('complete');
    serverSays(200);
    const { note, submit } = heldForm();
    await runBoot();
    (await started()).dispatchEvent(new Event('error'));
    expect(submit()).toBe(false);
    expect(note).toHaveTextContent('Not loaded.');
    // Still marked held: an app that starts after all sends it (src/shared/forms/heldSubmit.ts).
    expect(note).toHaveAttribute('data-submit-held');
  });

  it('a failed entry reloads the page only when the server says it is gone', async () => {
    bootTag('');
    setReadyState('complete');
    const fetcher = serverSays(404);
    await runBoot();
    (await started()).dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(sessionStorage.getItem('site:stale-chunk-reload')).not.toBeNull());
    expect(fetcher).toHaveBeenCalledWith(ENTRY, { method: 'HEAD', cache: 'no-store' });
  });

  it('a failed entry that the server still has (the page is being left: Firefox and WebKit cancel its loads) does not reload', async () => {
    bootTag('');
    setReadyState('complete');
    const fetcher = serverSays(200);
    await runBoot();
    (await started()).dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStorage.getItem('site:stale-chunk-reload')).toBeNull();
  });

  it("an error thrown by the site's scripts before the app has rendered: forms sent before and after say they were not sent", async () => {
    bootTag('');
    setReadyState('complete');
    const { note, submit } = heldForm();
    const other = heldForm();
    await runBoot();
    submit();
    await started();
    expect(note).toHaveTextContent('Held.');
    assetError(`${location.origin}/assets/index-abc.js`);
    expect(note).toHaveTextContent('Not loaded.');
    other.submit();
    expect(other.note).toHaveTextContent('Not loaded.');
  });

  it('an unhandled rejection before the app has rendered (a chunk of its start did not load) counts as a failure', async () => {
    bootTag('');
    setReadyState('complete');
    const { note, submit } = heldForm();
    await runBoot();
    await started();
    window.dispatchEvent(new Event('unhandledrejection'));
    submit();
    expect(note).toHaveTextContent('Not loaded.');
  });

  it('errors of other scripts, or after the app has rendered the page, change nothing', async () => {
    bootTag('');
    setReadyState('complete');
    const { note, submit } = heldForm();
    await runBoot();
    await started();
    assetError('https://elsewhere.example/assets/widget.js');
    submit();
    expect(note).toHaveTextContent('Held.');
    performance.mark('app:hydrated');
    assetError(`${location.origin}/assets/index-abc.js`);
    window.dispatchEvent(new Event('unhandledrejection'));
    submit();
    expect(note).toHaveTextContent('Held.');
  });
});
