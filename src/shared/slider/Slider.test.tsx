import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLIDER, SLIDER_SLIDES, SLIDER_STEP, stepSlides } from '../../boot/slider';
import { Slider, slideImageProps, type SliderProps } from './Slider';
import type { SliderSwiperProps } from './SliderSwiper';
import { mockReducedMotion } from '../../../tests/support/unit/media';

// Swiper itself needs a real layout; here a stand-in records when Slider brings it in and how.
const swiper = vi.hoisted(() => ({ renders: 0, paused: null as boolean | null }));
vi.mock('./SliderSwiper', () => ({
  SliderSwiper: ({ count, renderSlide, paused }: SliderSwiperProps) => {
    swiper.renders += 1;
    swiper.paused = paused;
    return (
      <div data-testid="swiper">
        {Array.from({ length: count }, (_, index) => (
          <div key={index}>{renderSlide(index)}</div>
        ))}
      </div>
    );
  },
}));

interface Item {
  id: number;
  name: string;
}

const items: Item[] = [
  { id: 1, name: 'One' },
  { id: 2, name: 'Two' },
  { id: 3, name: 'Three' },
];

const props: SliderProps<Item> = {
  items,
  itemKey: (item) => item.id,
  renderSlide: (item, index) => (
    <>
      <img src={`/img/${item.id}.jpg`} alt="" width={160} height={50} {...slideImageProps(index)} />
      <p>{item.name}</p>
    </>
  ),
  texts: {
    label: 'Pictures',
    carousel: 'carousel',
    slide: 'slide',
    position: '{n} of {total}',
    previous: 'Previous picture',
    next: 'Next picture',
    pause: 'Pause pictures',
    play: 'Play pictures',
  },
  classes: { root: 'r', controls: 'c', button: 'b', viewport: 'v', swiper: 's', slide: 'sl' },
  autoplayMs: 5000,
  speedMs: 600,
};

/** The slider on a fake clock, with or without reduced motion; its region. */
function renderOnFakeClock(reduceMotion: boolean) {
  vi.useFakeTimers();
  mockReducedMotion(reduceMotion);
  render(<Slider {...props} />);
  return screen.getByRole('region', { name: 'Pictures' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  swiper.renders = 0;
  swiper.paused = null;
});

describe('<Slider>', () => {
  it('renders on the server every slide, the first one shown with an eager high-priority image, the controls playing', () => {
    mockReducedMotion(true);
    // The server does not know the visitor's setting: its HTML (and so the hydration) starts playing.
    const html = renderToString(<Slider {...props} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const slides = host.querySelectorAll('.sl');
    expect(slides).toHaveLength(3);
    expect(slides[0]).not.toHaveAttribute('hidden');
    expect(slides[1]).toHaveAttribute('hidden');
    const first = slides[0]!.querySelector('img')!;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '160');
    expect(slides[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const buttons = [...host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Pause pictures', 'Previous picture', 'Next picture']);
  });

  it('gives every slide its own key even when the items lack the field itemKey reads', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // An API that leaves out the banners' ids: the server render must not warn.
      renderToString(
        <Slider
          {...props}
          itemKey={(item) => (item as Partial<Item>).id as unknown as number}
          items={items.map(({ name }) => ({ name }) as Item)}
        />,
      );
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('starts paused under reduced motion and the visitor may start it', async () => {
    const user = userEvent.setup();
    mockReducedMotion(true);
    render(<Slider {...props} />);
    const region = screen.getByRole('region', { name: 'Pictures' });
    await user.click(within(region).getByRole('button', { name: 'Play pictures' }));
    expect(within(region).getByRole('button', { name: 'Pause pictures' })).toBeInTheDocument();
  });

  it('steps forward and back with the buttons, only the current slide exposed', async () => {
    const user = userEvent.setup();
    mockReducedMotion(false);
    render(<Slider {...props} />);
    const region = screen.getByRole('region', { name: 'Pictures' });
    expect(within(region).getByRole('group', { name: '1 of 3' })).toHaveTextContent('One');
    await user.click(within(region).getByRole('button', { name: 'Next picture' }));
    await waitFor(() =>
      expect(within(region).getByRole('group', { name: '2 of 3' })).toHaveTextContent('Two'),
    );
    expect(within(region).queryByRole('group', { name: '1 of 3' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Previous picture' }));
    await user.click(within(region).getByRole('button', { name: 'Previous picture' }));
    await waitFor(() =>
      expect(within(region).getByRole('group', { name: '3 of 3' })).toHaveTextContent('Three'),
    );
  });

  it("goes on from the slide the boot script showed before the app (its marks are the slider's)", async () => {
    mockReducedMotion(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Slider {...props} />);
    document.body.append(container);
    const region = container.querySelector(`[${SLIDER}]`)!;
    expect(region.querySelector(`[${SLIDER_SLIDES}]`)).not.toBeNull();
    expect(region.querySelector(`[${SLIDER_STEP}="-1"]`)?.getAttribute('aria-label')).toBe(
      'Previous picture',
    );
    expect(region.querySelector(`[${SLIDER_STEP}="1"]`)?.getAttribute('aria-label')).toBe('Next picture');
    // Next pressed twice before the app: the third slide.
    expect(stepSlides(region, 1) && stepSlides(region, 1)).toBe(true);
    const root = await act(() => Promise.resolve(hydrateRoot(container, <Slider {...props} />)));
    const shown = () =>
      within(container)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label'));
    expect(shown()).toEqual(['3 of 3']);
    await userEvent.click(within(container).getByRole('button', { name: 'Next picture' }));
    expect(shown()).toEqual(['1 of 3']);
    act(() => root.unmount());
    container.remove();
  });

  it('may be named by a heading, and has no controls for one slide', () => {
    mockReducedMotion(false);
    render(
      <>
        <h2 id="pictures-title">Pictures</h2>
        <Slider {...props} items={items.slice(0, 1)} labelledBy="pictures-title" />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Pictures' });
    expect(region).toHaveAttribute('aria-labelledby', 'pictures-title');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('rotates by itself before Swiper, and brings Swiper in only when the first change is due', async () => {
    const region = renderOnFakeClock(false);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(within(region).getByRole('group', { name: '1 of 3' })).toHaveTextContent('One');
    expect(swiper.renders).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(region).getByRole('group', { name: '2 of 3' })).toHaveTextContent('Two');
    vi.useRealTimers();
    await waitFor(() => expect(within(region).getByTestId('swiper')).toBeInTheDocument());
    // Swiper takes over from the slide the plain markup had reached.
    expect(within(region).getByRole('group', { name: '2 of 3' })).toHaveTextContent('Two');
    expect(swiper.paused).toBe(false);
  });

  it('changes slide only once the next picture has arrived (a slow network never shows an empty slide)', async () => {
    // The browser's decode(), held until the test lets the picture "arrive".
    let arrive = () => {};
    const decode = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          arrive = resolve;
        }),
    );
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    try {
      const region = renderOnFakeClock(false);
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(decode).toHaveBeenCalledTimes(1);
      // Due, but the picture of "Two" is still on its way: "One" stays.
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(within(region).getByRole('group', { name: '1 of 3' })).toHaveTextContent('One');
      await act(async () => {
        arrive();
        await Promise.resolve();
      });
      expect(within(region).getByRole('group', { name: '2 of 3' })).toHaveTextContent('Two');
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('holds the rotation while the pointer is over the slides, and brings Swiper in for it', async () => {
    const region = renderOnFakeClock(false);
    fireEvent.pointerEnter(within(region).getByRole('group', { name: '1 of 3' }).parentElement!);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(within(region).getByRole('group', { name: '1 of 3' })).toHaveTextContent('One');
    vi.useRealTimers();
    await waitFor(() => expect(within(region).getByTestId('swiper')).toBeInTheDocument());
    expect(swiper.paused).toBe(true);
  });

  it('under reduced motion neither rotates nor loads Swiper until the visitor asks', async () => {
    const region = renderOnFakeClock(true);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(within(region).getByRole('group', { name: '1 of 3' })).toHaveTextContent('One');
    expect(swiper.renders).toBe(0);
  });
});
