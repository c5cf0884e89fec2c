import { fireEvent } from '@testing-library/react';
import { registerServiceWorker } from './registerServiceWorker';

const workbox = vi.hoisted(() => ({
  listeners: new Map<string, (event: { isUpdate?: boolean }) => void>(),
  messages: [] as unknown[],
  urls: [] as unknown[],
  register: vi.fn(),
  update: vi.fn(),
  /** Calls whose next promise rejects. Not a vi.fn's own result: vitest would handle its rejection. */
  refuse: new Set<'register' | 'update' | 'messageSW'>(),
  /** What `register()` resolves with. */
  registration: undefined as EventTarget | undefined,
}));

const outcome = (call: 'register' | 'update' | 'messageSW') =>
  workbox.refuse.delete(call) ? Promise.reject(new Error(`${call} refused`)) : Promise.resolve();

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: unknown) {
      workbox.urls.push(url);
    }
    addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void) {
      workbox.listeners.set(type, listener);
    }
    messageSW(message: unknown) {
      workbox.messages.push(message);
      return outcome('messageSW');
    }
    register() {
      workbox.register();
      return outcome('register').then(() => workbox.registration);
    }
    update() {
      workbox.update();
      return outcome('update');
    }
  },
}));

/** A stand-in for navigator.serviceWorker (jsdom has none). */
function fakeContainer(controller: object | null) {
  const target = new EventTarget() as EventTarget & { controller: object | null };
  target.controller = controller;
  Object.defineProperty(navigator, 'serviceWorker', { value: target, configurable: true });
  return target;
}

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  document.body.append(a);
  return a;
}

describe('registerServiceWorker', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    workbox.listeners.clear();
    workbox.messages.length = 0;
    workbox.urls.length = 0;
    workbox.registration = undefined;
    vi.unstubAllGlobals();
    vi.useRealTimers();
    history.replaceState(null, '', '/');
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('does nothing in a browser without service workers', () => {
    stop = registerServiceWorker();
    expect(workbox.register).not.toHaveBeenCalled();
  });

  it('registers, and sends the page it was loaded as to the worker once it is first active', () => {
    fakeContainer(null);
    stop = registerServiceWorker();
    expect(workbox.register).toHaveBeenCalled();
    workbox.listeners.get('activated')!({ isUpdate: false });
    expect(workbox.messages).toEqual([
      { type: 'CACHE_URLS', payload: { urlsToCache: [location.href.split('#')[0]] } },
    ]);
    // A later build's worker: the page is kept already.
    workbox.listeners.get('activated')!({ isUpdate: true });
    expect(workbox.messages).toHaveLength(1);
  });

  it('on a prerendered page, leaves the first page to the boot script, and still checks for updates', () => {
    vi.useFakeTimers();
    fakeContainer(null);
    stop = registerServiceWorker({ bootRegisters: true });
    expect(workbox.listeners.has('activated')).toBe(false);
    workbox.update.mockClear();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });

  /**
   * The app started on a page with (or without) a worker in control, its registration a stand-in;
   * the clicks the router would get are recorded. `install` finds a newer worker and moves it on.
   */
  async function watching(controller: object | null) {
    fakeContainer(controller);
    const registration = new EventTarget() as EventTarget & {
      installing: (EventTarget & { state: string }) | null;
    };
    workbox.registration = registration;
    performance.clearMarks('app:worker-watched');
    const stopApp = registerServiceWorker();
    await vi.waitFor(() => expect(performance.getEntriesByName('app:worker-watched')).not.toHaveLength(0));
    const routerClicks: string[] = [];
    const onRouterClick = (event: Event) => routerClicks.push((event.target as HTMLAnchorElement).pathname);
    document.addEventListener('click', onRouterClick);
    stop = () => {
      stopApp();
      document.removeEventListener('click', onRouterClick);
      document.body.replaceChildren();
    };
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    const install = (state: 'installing' | 'installed') => {
      if (state === 'installing') {
        registration.installing = worker;
        registration.dispatchEvent(new Event('updatefound'));
      } else {
        worker.state = state;
        worker.dispatchEvent(new Event('statechange'));
      }
    };
    return { routerClicks, install };
  }

  it('a new build installed but held back by the browser: a link is followed by the browser all the same', async () => {
    const { routerClicks, install } = await watching({});
    const contacts = link('/tm/contacts');
    install('installing');
    // Still installing: nothing new runs yet.
    fireEvent.click(contacts);
    expect(routerClicks).toEqual(['/tm/contacts']);
    // Installed, and waiting: no takeover, no controllerchange.
    install('installed');
    fireEvent.click(contacts);
    expect(routerClicks).toEqual(['/tm/contacts']);
  });

  it("the worker's first install is not a new build", async () => {
    const { routerClicks, install } = await watching(null);
    install('installing');
    install('installed');
    fireEvent.click(link('/tm/contacts'));
    expect(routerClicks).toEqual(['/tm/contacts']);
  });

  it('after a new build took over, a link is followed by the browser, not by the router', () => {
    const container = fakeContainer({});
    stop = registerServiceWorker();
    const routerClicks: string[] = [];
    const onRouterClick = (event: Event) => routerClicks.push((event.target as HTMLAnchorElement).pathname);
    document.addEventListener('click', onRouterClick);
    try {
      const contacts = link('/tm/contacts');
      fireEvent.click(contacts);
      expect(routerClicks).toEqual(['/tm/contacts']);

      container.dispatchEvent(new Event('controllerchange'));
      fireEvent.click(contacts);
      expect(routerClicks).toEqual(['/tm/contacts']);
      // Not for another site, a new tab, or a modified click.
      fireEvent.click(link('https://example.org/x'));
      const blank = link('/tm/posts');
      blank.target = '_blank';
      fireEvent.click(blank);
      fireEvent.click(link('/tm/media'), { ctrlKey: true });
      expect(routerClicks).toEqual(['/tm/contacts', '/x', '/tm/posts', '/tm/media']);
    } finally {
      document.removeEventListener('click', onRouterClick);
      document.body.replaceChildren();
    }
  });

  it("a worker's first activation is not a new build: the router keeps the links", () => {
    const container = fakeContainer(null);
    stop = registerServiceWorker();
    container.dispatchEvent(new Event('controllerchange'));
    const routerClicks: string[] = [];
    const onRouterClick = () => routerClicks.push('router');
    document.addEventListener('click', onRouterClick);
    try {
      fireEvent.click(link('/tm/contacts'));
      expect(routerClicks).toEqual(['router']);
    } finally {
      document.removeEventListener('click', onRouterClick);
      document.body.replaceChildren();
    }
  });

  it('passes the worker’s address through a Trusted Types policy that refuses any other script', () => {
    fakeContainer(null);
    const policies: { name: string; rules: { createScriptURL(url: string): string } }[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
        policies.push({ name, rules });
        return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
      },
    });
    stop = registerServiceWorker();
    expect(policies.map((p) => p.name)).toEqual(['site-sw']);
    expect(workbox.urls).toEqual([{ trusted: '/sw.js' }]);
    expect(() => policies[0]!.rules.createScriptURL('/evil.js')).toThrow(TypeError);
  });

  it('sends each page the app opens itself to the worker’s cache, once, and only under a worker', () => {
    const container = fakeContainer({});
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    stop = registerServiceWorker();
    const opened = () =>
      workbox.messages.map((m) => (m as { payload: { urlsToCache: string[] } }).payload.urlsToCache);

    // The page it was loaded as came through the worker already.
    navigation.dispatchEvent(new Event('navigatesuccess'));
    expect(opened()).toEqual([]);

    history.pushState(null, '', '/tm/contacts');
    navigation.dispatchEvent(new Event('navigatesuccess'));
    // The same page with a fragment is not a new page.
    history.pushState(null, '', '/tm/contacts#map');
    navigation.dispatchEvent(new Event('navigatesuccess'));
    expect(opened()).toEqual([[`${location.origin}/tm/contacts`]]);

    // No worker controls the tab (e.g. after a forced reload): nothing is sent.
    container.controller = null;
    history.pushState(null, '', '/tm/posts');
    navigation.dispatchEvent(new Event('navigatesuccess'));
    expect(opened()).toHaveLength(1);

    // Once stopped, the page no longer listens.
    container.controller = {};
    stop();
    navigation.dispatchEvent(new Event('navigatesuccess'));
    expect(opened()).toHaveLength(1);
  });

  it('after a new build took over, Back and Forward reload the page', () => {
    const container = fakeContainer({});
    stop = registerServiceWorker();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for a new worker every hour, and when the tab comes back after ten minutes', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fakeContainer({});
    workbox.update.mockClear();
    stop = registerServiceWorker();
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const comeBack = () => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    };

    vi.advanceTimersByTime(5 * 60 * 1000);
    comeBack();
    expect(workbox.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6 * 60 * 1000);
    comeBack();
    expect(workbox.update).toHaveBeenCalledTimes(1);
    // The hourly check counts from the start; the return just now postpones the next return check.
    vi.advanceTimersByTime(49 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledTimes(2);
    comeBack();
    expect(workbox.update).toHaveBeenCalledTimes(2);

    stop();
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledTimes(2);
  });

  it('goes on silently when the browser refuses the worker, a check fails or a page cannot be kept', async () => {
    fakeContainer({});
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    workbox.register.mockClear();
    workbox.update.mockClear();
    workbox.refuse.add('register').add('update').add('messageSW');
    stop = registerServiceWorker();
    vi.advanceTimersByTime(60 * 60 * 1000);
    history.pushState(null, '', '/tm/media');
    navigation.dispatchEvent(new Event('navigatesuccess'));
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(workbox.update).toHaveBeenCalledTimes(1);
    expect(workbox.messages).toHaveLength(1);
    expect(workbox.refuse.size).toBe(0);
    // An uncaught rejection would fail the run once the event loop turns; each of the three is caught.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
