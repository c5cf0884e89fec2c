import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { fill } from '../../i18n/fill';
import { lazyWithPreload, useLazyPart } from '../lazyWithPreload';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { ChevronIcon, PlayPauseIcon } from './icons';
import { picturesReady } from './picturesReady';
import type { SliderSwiperHandle } from './SliderSwiper';

const sliderSwiper = lazyWithPreload(() =>
  import('./SliderSwiper').then((module) => ({ default: module.SliderSwiper })),
);
const SliderSwiper = sliderSwiper.Component;

/** The visitor-facing words of one slider, already in the current language. */
export interface SliderTexts {
  /** The slider's name (aria-label, or the text of its visually hidden heading). */
  label: string;
  carousel: string;
  slide: string;
  /** `{n}` and `{total}` are filled: "2 of 5". */
  position: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

/** Each feature keeps its own look: the slider only places these classes. */
export interface SliderClasses {
  root: string;
  controls: string;
  button: string;
  viewport: string;
  swiper: string;
  slide: string;
}

export interface SliderProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  texts: SliderTexts;
  classes: SliderClasses;
  autoplayMs: number;
  /** Length of one change; 0 under prefers-reduced-motion whatever is given here. */
  speedMs: number;
  effect?: 'slide' | 'fade';
  /** The id of a heading that names the slider; without it, aria-label is texts.label. */
  labelledBy?: string;
}

/**
 * The image attributes of a slide: the first one is the page's largest paint (in the prerendered
 * HTML, fetched at once with high priority); the others wait until they are shown.
 */
export function slideImageProps(index: number) {
  return index === 0
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const);
}

/**
 * The one banner slider of the site (header band and visitor guide), after the WAI-ARIA carousel
 * pattern: the pause/play button comes first, then previous and next. It rotates by itself; a
 * visitor's pause holds until they press play, and the rotation also holds while the pointer is
 * over the slides or keyboard focus is inside them (a link does not slide away under it). Under
 * prefers-reduced-motion it starts paused and changes without animation.
 *
 * First view: the slides render as plain markup, only the current one shown, so the server's HTML
 * and the first client render are the same and the first image paints before any slider code.
 * Swiper (with its CSS: about 25 kB gzip, and a long task to start on a slow phone) is imported
 * only when it is first needed: when the visitor reaches for the slides (pointer, touch, keyboard
 * focus) or when the first automatic change is due, which the plain markup makes itself. It then
 * takes over the same box from the current slide. If it fails to load, the plain slides go on
 * rotating and the buttons still step through them.
 */
export function Slider<T>({
  items,
  itemKey,
  renderSlide,
  texts,
  classes,
  autoplayMs,
  speedMs,
  effect = 'slide',
  labelledBy,
}: SliderProps<T>) {
  // False on the server and while hydrating; the paused state below follows it once it is known.
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [active, setActive] = useState(0);
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [wanted, setWanted] = useState(false);
  const handle = useRef<SliderSwiperHandle | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const refocusSlide = useRef(false);
  const total = items.length;
  const paused = userPaused ?? reducedMotion;
  // The rotation holds while the pointer is over the slides or focus is inside the carousel.
  const holding = paused || focusInside || pointerInside;

  // The prerendered slides may have been stepped before the app ran (the boot script works the
  // previous and next buttons, src/boot/slider.ts): the slider goes on from the slide shown. Before
  // the first paint, so the hydrated slider never shows another one for a frame.
  useLayoutEffect(() => {
    const slides = [...(viewport.current?.children ?? [])] as HTMLElement[];
    const shown = slides.findIndex((slide) => !slide.hidden);
    if (shown > 0) setActive(shown);
  }, []);

  // Without Swiper (not wanted yet, or its chunk failed) the current slide stays and the buttons
  // still step through the slides.
  const swiperReady = useLazyPart(sliderSwiper, total > 1 && wanted, () => {
    // Swiper's slides replace the plain ones: a focused slide link is removed from the page.
    refocusSlide.current = !!viewport.current?.contains(document.activeElement);
  });

  // The plain markup's own rotation, until Swiper has taken over: its first change also asks for
  // Swiper. It moves on once the next slide's pictures have arrived, never to an empty box.
  useEffect(() => {
    if (total < 2 || swiperReady || holding) return;
    let alive = true;
    const next = (active + 1) % total;
    const timer = window.setTimeout(() => {
      void picturesReady(viewport.current?.children[next]).then(() => {
        if (!alive) return;
        setActive(next);
        setWanted(true);
      });
    }, autoplayMs);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [total, swiperReady, holding, autoplayMs, active]);

  // After the takeover, focus goes back to the same place in Swiper's copy of the current slide,
  // never to <body> (WCAG 2.4.3, requirements §10).
  useEffect(() => {
    if (!swiperReady || !refocusSlide.current) return;
    refocusSlide.current = false;
    const box = viewport.current;
    if (!box || box.contains(document.activeElement)) return;
    const current = box.querySelector<HTMLElement>('[role="group"]:not([aria-hidden="true"])');
    const target =
      current?.querySelector<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])') ?? current;
    if (!target) return;
    if (target === current) current.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [swiperReady]);

  const step = (delta: number) => {
    if (handle.current) {
      if (delta < 0) handle.current.prev();
      else handle.current.next();
    } else {
      setActive((i) => (i + delta + total) % total);
    }
  };

  // The slide's place comes first: an API whose items lack the field `itemKey` reads (or repeat it)
  // still gives every slide its own key, and slides never move within the list.
  const slideKey = (index: number) => `${index}:${String(itemKey(items[index]!))}`;

  const slide = (index: number, standalone: boolean) => {
    const item = items[index]!;
    const current = index === active;
    return (
      <div
        key={standalone ? slideKey(index) : undefined}
        className={classes.slide}
        role="group"
        aria-roledescription={texts.slide}
        aria-label={fill(texts.position, { n: index + 1, total })}
        // Slides out of view are neither in the tab order nor read out.
        aria-hidden={current ? undefined : true}
        inert={!current}
        // Before Swiper takes over, only the current slide is drawn.
        hidden={standalone && !current}
        // Focus can land on a slide while the rotation is moving it (Tab pressed mid-change).
        onFocus={() => handle.current?.holdAt(index)}
      >
        {renderSlide(item, index)}
      </div>
    );
  };

  // `step`: the boot script's mark of the previous and next buttons (src/boot/slider.ts, which the
  // app never imports: the names are written out here, and Slider.test.tsx checks they agree).
  const button = (label: string, onClick: () => void, icon: ReactNode, step?: -1 | 1) => (
    <button
      type="button"
      className={classes.button}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-slider-step={step}
    >
      {icon}
    </button>
  );

  return (
    <section
      data-slider=""
      className={classes.root}
      aria-roledescription={texts.carousel}
      aria-label={labelledBy ? undefined : texts.label}
      aria-labelledby={labelledBy}
      // Keyboard focus anywhere in the carousel holds the rotation, its own buttons included: a
      // visitor on Next is not racing the autoplay (WAI-ARIA carousel pattern, WCAG 2.2.2).
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      {total > 1 ? (
        <div className={classes.controls}>
          {button(
            paused ? texts.play : texts.pause,
            () => setUserPaused(!paused),
            <PlayPauseIcon playing={!paused} />,
          )}
          {button(texts.previous, () => step(-1), <ChevronIcon direction="left" />, -1)}
          {button(texts.next, () => step(1), <ChevronIcon direction="right" />, 1)}
        </div>
      ) : null}
      <div
        ref={viewport}
        data-slider-slides=""
        className={classes.viewport}
        onFocus={() => setWanted(true)}
        // A touch fires these too: the finger on the slides loads Swiper for the next swipe.
        onPointerEnter={() => {
          setPointerInside(true);
          setWanted(true);
        }}
        onPointerLeave={() => setPointerInside(false)}
      >
        {swiperReady ? (
          <SliderSwiper
            count={total}
            className={classes.swiper}
            paused={holding}
            autoplayMs={autoplayMs}
            speedMs={reducedMotion ? 0 : speedMs}
            effect={effect}
            active={active}
            onActiveChange={setActive}
            handleRef={handle}
            renderSlide={(index) => slide(index, false)}
            slideKey={slideKey}
          />
        ) : (
          items.map((_, index) => slide(index, true))
        )}
      </div>
    </section>
  );
}
