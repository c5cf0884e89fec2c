/**
 * The script of a prerendered page (scripts/prerender/html.ts puts it in place of index.html's
 * entry and its module preloads; a frame page and the plain SPA keep those). The HTML already shows
 * the whole page, so the app's JavaScript (about 130 kB gzip, then the hydration) starts once the
 * page has loaded and its eager images are painted: on a slow phone it would otherwise take
 * bandwidth from the largest image and main-thread time from the first paint. Until then links
 * work (they lead to prerendered pages); buttons and forms wait for the app. A load event held
 * back by one slow image does not hold the app back for long: it starts after START_LATEST_MS at
 * most. A visitor saving data gets the app only when they use something that needs it
 * (startOnFirstUseWhenSavingData, below).
 *
 * A form sent before the app has taken it is held here, not lost (holdEarlySubmits); if the app
 * cannot start (its scripts fail to load, throw, or are too new for the browser), every form says it
 * was not sent and what to do (watchTheStart, decision 0221). A failed load reloads the page only
 * when the server says the script is gone, never because the page is being left (decision 0222).
 *
 * It imports only its own modules (src/boot/), which nothing else imports: the bundler keeps them in
 * its file, so the build's chunk graph is the same as without it. The tag that loads it
 * names what to start: `data-app` (the entry chunk) and `data-preload` (its static imports,
 * space-separated, fetched in parallel instead of one after another).
 *
 * Over 300 lines because the held submits, the start and its watch share one state (whether the app
 * runs, has failed, or is awaited) and are read together; the parts that stand alone (the slow-line
 * rule, the worker's registration) are in src/boot/.
 */
import {
  browserConnection,
  controlNeedingApp,
  INTENT_EVENTS,
  PAGE_NEEDS_APP,
  waitsForFirstUse,
} from './boot/onDemand';
import { registerServiceWorker, SW_URL } from './boot/serviceWorker';
import { stepSlidersUntilTheApp } from './boot/slider';

const START_LATEST_MS = 3000;
/** The same memory as src/shared/staleChunkReload.ts (which this file does not import: no app code here). */
const RELOAD_KEY = 'site:stale-chunk-reload';
const RELOAD_GUARD_MS = 60_000;

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

/**
 * The production CSP requires Trusted Types for script sinks (docs/decisions/0034): the app's
 * entry is set as a script's src through this policy, which takes only the site's own /assets/ (and
 * /sw.js for register(), src/boot/serviceWorker.ts).
 */
const bootPolicy = (
  window as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } }
).trustedTypes?.createPolicy('site-boot', {
  createScriptURL(url: string): string {
    const parsed = new URL(url, location.href);
    // The site's own scripts, and its service worker (src/boot/serviceWorker.ts).
    const own = parsed.pathname.startsWith('/assets/') || parsed.pathname === SW_URL;
    if (parsed.origin !== location.origin || !own)
      throw new TypeError(`site-boot: ${url} is not one of the site's own scripts`);
    return url;
  },
});

/**
 * Whether the server says `url` is gone (404 or 410: a deploy older than the kept assets removed it),
 * the one failure a reload mends. A script also fails to load because the page is being left:
 * Firefox and WebKit cancel a document's loads in flight as soon as a navigation starts (a form's
 * submit, a link), and report each as a failed load. A reload then would cancel that navigation in
 * turn: the cookie notice's OK, pressed while the app's scripts were loading, lost the consent cookie
 * nginx had just sent (a cancelled request's Set-Cookie is dropped). So the server is asked first
 * (a HEAD past every cache; the service worker lets HEAD through). No answer (offline) is not "gone":
 * a reload would not bring the script either.
 */
async function isGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

/** The entry is gone (a deploy older than the kept assets): reload once for the new page. */
async function reloadOnceIfGone(url: string): Promise<void> {
  if (!(await isGone(url))) return;
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0;
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  location.reload();
}

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
let started = false;

function start(): void {
  const app = tag?.dataset.app;
  if (started || !app) return;
  started = true;
  watchTheStart();
  // The moments of the start, readable from outside (the typing test of tests/e2e/first-visit.spec.ts;
  // a trace; bench:lighthouse's `tasks`): this one, `app:hydrate` and `app:hydrated` or
  // `app:rendered` (src/app/startFromPrerender.tsx) and `app:form-ready`
  // (src/shared/forms/useTypedBeforeStart.ts).
  if (typeof performance.mark === 'function') performance.mark('app:boot');
  const urls = (tag.dataset.preload ?? '').split(/\s+/).filter(Boolean);
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void evaluateInSlices(urls).then(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    // A TrustedScriptURL where Trusted Types are enforced; the DOM typings know only strings.
    script.src = (bootPolicy ? bootPolicy.createScriptURL(app) : app) as string;
    // The entry did not load: the app cannot start here (each form says so from now on). A reload
    // would lose what a visitor typed into a form they have already sent, so only a page without
    // one reloads, and only for an entry the server no longer has.
    script.addEventListener('error', () => {
      if (!appFailed()) void reloadOnceIfGone(app);
    });
    document.body.append(script);
  });
}

/** The next macrotask (src/shared/nextTask.ts, which this file does not import: no app code here). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates the entry's static imports one module per task, before the entry itself. Left to the
 * entry's script, the browser evaluates its whole module graph in one task (40–90 ms on a
 * desktop, four times that on a slow phone: most of the start's Total Blocking Time). Most of
 * these are small; the largest, the bundler's chunk of the frameworks (React, React DOM, the
 * router, React Query), still takes 60–80 ms on its own (docs/performance.md). The order does not
 * matter: a module's imports always evaluate before it. A module that fails to load here (a deploy
 * removed it) is left to the entry's script, whose error reloads the page.
 */
async function evaluateInSlices(urls: string[]): Promise<void> {
  for (const url of urls) {
    await import(/* @vite-ignore */ url).catch(() => undefined);
    await nextTask();
  }
}

/**
 * Resolves after the page's eager images are decoded and the next frame is painted. `load` comes
 * when the images have arrived, but a `decoding="async"` image (the largest one) may paint a frame
 * or two later: starting the app in between would put its requests and its first long task before
 * the largest paint.
 */
async function painted(): Promise<void> {
  const eager = [...document.images].filter((image) => image.loading !== 'lazy');
  await Promise.all(
    // jsdom and very old browsers have no decode(): the load event is then all there is to wait for.
    eager.map((image) =>
      typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve(),
    ),
  );
  await new Promise<void>((resolve) => {
    const afterFrame = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterFrame);
    else afterFrame();
  });
}

/** The attribute names of src/shared/forms/heldSubmit.ts (HELD_SUBMIT; this file imports nothing). */
const HELD = 'data-submit-held';
const READY = 'data-submit-ready';

/**
 * A visitor form sent before the app has taken it (decision 0130). The form's HTML posts to a page
 * of nginx saying it needs the page to load; with this script running, the visitor is spared that:
 * the submit is held (no request, the fields untouched), the form's status says it will be sent
 * once the page has loaded, and the form sends it when the app hydrates it
 * (src/shared/forms/heldSubmit.ts). Caught at the window's capture, before React's own listener,
 * which would let a submit to a form it has not hydrated yet go on to the POST. Forms without the
 * status (the news search, a GET by nature) are left alone; so is a form the app has taken.
 *
 * Once the app has failed to start (appFailed), a submit is held all the same but its status says
 * at once that the form was not sent and what to do: nothing will come to send it (decision 0221).
 */
function holdEarlySubmits(): void {
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute(READY)) return;
      const note = form.querySelector<HTMLElement>('[data-held-text]');
      if (!note) return;
      event.preventDefault();
      event.stopPropagation();
      note.setAttribute(HELD, '');
      const failedText = failed ? note.dataset.failedText : undefined;
      note.textContent = failedText ?? note.dataset.heldText ?? '';
    },
    true,
  );
}

/** Each held form says the app could not be loaded. Whether there was one. */
function failHeldSubmits(): boolean {
  const notes = document.querySelectorAll<HTMLElement>(`[${HELD}][data-failed-text]`);
  for (const note of notes) note.textContent = note.dataset.failedText ?? '';
  return notes.length > 0;
}

/** The app could not start on this page; set once, never undone. */
let failed = false;

/**
 * The app cannot start here: each form sent so far, and each one sent from now on, says it was not
 * sent (heldStartFailed). The mark that holds a submit stays, so an app that starts after all (a
 * failure it survived) still sends what was held. Whether a form had been sent.
 */
function appFailed(): boolean {
  failed = true;
  return failHeldSubmits();
}

/** The marks of src/app/startFromPrerender.tsx: the app has rendered the page, so it runs. */
function appRunning(): boolean {
  if (typeof performance.getEntriesByName !== 'function') return false;
  return ['app:hydrated', 'app:rendered'].some(
    (name) => performance.getEntriesByName(name, 'mark').length > 0,
  );
}

/**
 * The app's failures that are not a failed load of its entry (that one has its own listener, in
 * start): an uncaught error thrown by one of the site's scripts before the app has rendered the
 * page (the entry throws as it starts, or the browser cannot parse it: syntax too new for it,
 * docs/decisions/0220), or a promise of the start rejected and left unhandled (a chunk of the start
 * that did not load). Before the page is rendered nothing else runs the site's scripts, so such an
 * error means the page will stay as its HTML: the forms must not promise to send anything.
 */
function watchTheStart(): void {
  const assets = new URL('/assets/', location.href).href;
  window.addEventListener('error', (event) => {
    if (!appRunning() && event instanceof ErrorEvent && event.filename.startsWith(assets)) appFailed();
  });
  window.addEventListener('unhandledrejection', () => {
    if (!appRunning()) appFailed();
  });
}

holdEarlySubmits();
// The slider's previous and next buttons work before the app, and without it on a slow line: on the
// page whose app this script's tag names, until that app has rendered it.
stepSlidersUntilTheApp(() => appRunning() || !document.querySelector('script[data-app]'));
// Offline reading for every visitor, whether the app starts on this visit or not (decision 0260).
// A TrustedScriptURL where Trusted Types are enforced; the DOM typings know only strings.
registerServiceWorker((url) => (bootPolicy ? bootPolicy.createScriptURL(url) : url) as string);

const startWhenPainted = () => void painted().then(start);

/**
 * A visitor who asks to save data (`navigator.connection.saveData`, the browser's Save-Data
 * setting) or is on a slow line (src/boot/onDemand.ts: 2G or 3G, or a downlink under 1 Mbit/s)
 * reads the prerendered page without the app's JavaScript (about 150 kB: 2.4 s of a 0.5 Mbit/s
 * line). The app starts only at the first sign that they reach for something that needs it: a
 * pointer or finger coming down on a form field or a button, the focus arriving on one, a key
 * pressed on one (the news filters, the slider's pause; the header's controls and a gallery's
 * photos are links until the app starts, and the slider's previous and next step the slides
 * without it, decisions 0026 and 0260). A field keeps what is typed meanwhile
 * (decision 0027); a button pressed before the app has taken over shows it is busy and is pressed
 * again for the visitor once it has. Returns false (nothing done) for anyone else, and on a page
 * whose content needs the app (PAGE_NEEDS_APP: the search results). Decisions 0152 and 0260.
 */
function startOnFirstUseWhenSavingData(): boolean {
  if (!waitsForFirstUse(browserConnection()) || document.querySelector(PAGE_NEEDS_APP)) return false;
  const USES = [...INTENT_EVENTS, 'click'];
  let pressed: HTMLElement | null = null;
  let appeared = false;
  const onUse = (event: Event) => {
    const target = controlNeedingApp(event);
    if (!target) return;
    if (event.type === 'click' && target.matches('button[type="button"]')) {
      pressed = target;
      // What the visitor sees until the app answers the press (docs/decisions/0260).
      if (!appeared) target.setAttribute('aria-busy', 'true');
    }
    if (started) return;
    start();
  };
  // Once the app has hydrated (or rendered over the HTML), the press it missed.
  const replay = () => {
    appeared = true;
    const button = pressed;
    pressed = null;
    for (const type of USES) document.removeEventListener(type, onUse, true);
    if (!button) return;
    button.removeAttribute('aria-busy');
    if (button.isConnected) button.click();
  };
  if (typeof PerformanceObserver === 'function') {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => e.name === 'app:hydrated' || e.name === 'app:rendered')) return;
      observer.disconnect();
      // After the commit's effects (event handlers attached), not inside it.
      setTimeout(replay, 0);
    });
    observer.observe({ type: 'mark', buffered: true });
  }
  for (const type of USES) document.addEventListener(type, onUse, { capture: true, passive: true });
  return true;
}

if (!startOnFirstUseWhenSavingData()) {
  if (document.readyState === 'complete') startWhenPainted();
  else window.addEventListener('load', startWhenPainted, { once: true });
  setTimeout(start, START_LATEST_MS);
}

// A module (the build loads it with type="module"), though it exports nothing.
export {};
