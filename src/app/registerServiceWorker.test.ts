import { fireEvent } from '@testing-library/react';
import { registerServiceWorker } from './registerServiceWorker';

const workbox = vi.hoisted(() => ({
  listeners: new Map<string, (event: { isUpdate?: boolean }) => void>(),
  messages: [] as unknown[],
  register: vi.fn(() => Promise.resolve(undefined)),
  update: vi.fn(() => Promise.resolve()),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void) {
      workbox.listeners.set(type, listener);
    }
    messageSW(message: unknown) {
      workbox.messages.push(message);
      return Promise.resolve();
    }
    register = workbox.register;
    update = workbox.update;
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
});
