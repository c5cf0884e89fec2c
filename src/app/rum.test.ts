import { collectVitals } from '../features/rum/collect';
import { sampled } from '../features/rum/sample';
import { pageOf, startFieldMeasurements } from './rum';

vi.mock('../features/rum/sample', () => ({ sampled: vi.fn(() => false) }));
vi.mock('../features/rum/collect', () => ({ collectVitals: vi.fn() }));

const at = (path: string) => pageOf(new URL(path, 'https://migration.gov.tm'));

describe('the page a beacon names', () => {
  it('is the page table’s id and the address’s language, never the slug or query', () => {
    expect(at('/ru/post/some-news-item?utm=x#top')).toEqual({ page: 'post', lang: 'ru' });
    expect(at('/en/')).toEqual({ page: 'home', lang: 'en' });
    expect(at('/tm/welcome/section/history')).toEqual({ page: 'welcomeSection', lang: 'tm' });
    expect(at('/tm/posts')).toEqual({ page: 'posts', lang: 'tm' });
  });

  it('is `other` for an address no page answers', () => {
    expect(at('/tm/no/such/page')).toEqual({ page: 'other', lang: 'tm' });
  });
});

describe('startFieldMeasurements', () => {
  afterEach(() => {
    vi.mocked(sampled).mockReset().mockReturnValue(false);
    vi.mocked(collectVitals).mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
  });

  const loading = () =>
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });

  it('loads nothing in a page load outside the sample', async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    startFieldMeasurements();
    dispatchEvent(new Event('load'));
    expect(idle).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(collectVitals).not.toHaveBeenCalled();
  });

  it('in a sampled, loaded page starts the measurements when the browser is idle, naming pages by pageOf', async () => {
    vi.mocked(sampled).mockReturnValue(true);
    const idle = vi.fn<(callback: () => void, options: { timeout: number }) => number>();
    vi.stubGlobal('requestIdleCallback', idle);
    startFieldMeasurements();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    expect(collectVitals).not.toHaveBeenCalled();
    idle.mock.calls[0]![0]();
    await vi.waitFor(() => expect(collectVitals).toHaveBeenCalledWith({ pageOf }));
  });

  it('waits for the page’s load event, then (no requestIdleCallback) a second', async () => {
    vi.mocked(sampled).mockReturnValue(true);
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    loading();
    startFieldMeasurements();
    vi.advanceTimersByTime(5000);
    expect(vi.getTimerCount()).toBe(0);
    dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
    // Once: a later load event starts nothing more.
    dispatchEvent(new Event('load'));
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    await vi.waitFor(() => expect(collectVitals).toHaveBeenCalledTimes(1));
  });
});
