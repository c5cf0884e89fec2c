/**
 * The slider's previous and next buttons before the app runs (decision 0260): the boot script
 * (src/boot.ts) steps the prerendered slides itself, so that a visitor on a slow line who waits for
 * no app (src/boot/onDemand.ts) can still look through them, and nobody's press is lost while the
 * app loads. Imports nothing: the bundler puts it inside the boot script's own file.
 *
 * The prerendered slider (src/shared/slider/Slider.tsx) shows one slide and hides the others with
 * `hidden`, `inert` and `aria-hidden`; a step moves those three to the slide before or after, round
 * the ends. When the app hydrates, the slider adopts the slide it finds shown. The pause button
 * needs the app: nothing rotates without it.
 */

/** On the carousel's section; its slides are the `role="group"` children of the marked viewport. */
export const SLIDER = 'data-slider';
export const SLIDER_SLIDES = 'data-slider-slides';
/** On the previous (-1) and next (1) buttons. */
export const SLIDER_STEP = 'data-slider-step';

/** Shows the slide `delta` places from the one shown in `slider`, round the ends. Whether it did. */
export function stepSlides(slider: Element, delta: number): boolean {
  const viewport = slider.querySelector(`[${SLIDER_SLIDES}]`);
  const slides = viewport
    ? [...viewport.children].filter((child): child is HTMLElement => child.getAttribute('role') === 'group')
    : [];
  const shown = slides.findIndex((slide) => !slide.hidden);
  if (slides.length < 2 || shown < 0) return false;
  const next = (shown + delta + slides.length) % slides.length;
  slides.forEach((slide, index) => {
    const current = index === next;
    slide.hidden = !current;
    slide.inert = !current;
    if (current) slide.removeAttribute('aria-hidden');
    else slide.setAttribute('aria-hidden', 'true');
  });
  return true;
}

/**
 * Until `appRunning()` says the app has rendered the page, a press of a slider's step button is the
 * boot script's: the press goes no further, so neither the app's replay of early presses nor
 * React's replay of events during hydration steps the slides a second time.
 */
export function stepSlidersUntilTheApp(appRunning: () => boolean, root: Document = document): void {
  root.addEventListener(
    'click',
    (event) => {
      if (appRunning() || !(event.target instanceof Element)) return;
      const button = event.target.closest(`[${SLIDER_STEP}]`);
      const slider = button?.closest(`[${SLIDER}]`);
      if (!button || !slider) return;
      if (stepSlides(slider, Number(button.getAttribute(SLIDER_STEP)) < 0 ? -1 : 1))
        event.stopImmediatePropagation();
    },
    true,
  );
}
