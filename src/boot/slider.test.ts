import { describe, expect, it, vi } from 'vitest';
import { controlNeedingApp } from './onDemand';
import { stepSlides, stepSlidersUntilTheApp } from './slider';

/**
 * A prerendered slider of `count` slides, the first shown, as src/shared/slider/Slider.tsx renders
 * it, in `page` (a document of its own where a test listens: the boot script's tests, which may
 * share this one's, listen to it too).
 */
function slider(count: number, page: Document = document): HTMLElement {
  const slides = Array.from(
    { length: count },
    (_, index) =>
      `<div role="group" aria-label="${index + 1} of ${count}"${index ? ' aria-hidden="true" inert hidden' : ''}>${index + 1}</div>`,
  ).join('');
  page.body.innerHTML = `<section data-slider=""><div><button type="button" id="pause">Pause</button>
    <button type="button" id="previous" data-slider-step="-1">Previous</button>
    <button type="button" id="next" data-slider-step="1"><svg id="icon"></svg></button></div>
    <div data-slider-slides="">${slides}</div></section>`;
  return page.querySelector('section')!;
}

const shown = (page: Document = document) =>
  [...page.querySelectorAll<HTMLElement>('[role="group"]')]
    .filter((slide) => !slide.hidden && !slide.inert && !slide.hasAttribute('aria-hidden'))
    .map((slide) => slide.textContent);

describe('stepSlides', () => {
  it('shows the next or previous slide round the ends, hiding the others from sight, focus and reading', () => {
    const region = slider(3);
    expect(shown()).toEqual(['1']);
    stepSlides(region, 1);
    expect(shown()).toEqual(['2']);
    stepSlides(region, -1);
    stepSlides(region, -1);
    expect(shown()).toEqual(['3']);
    stepSlides(region, 1);
    expect(shown()).toEqual(['1']);
    expect(document.querySelectorAll('[role="group"][hidden][inert][aria-hidden="true"]')).toHaveLength(2);
  });

  it('does nothing with one slide', () => {
    expect(stepSlides(slider(1), 1)).toBe(false);
    expect(shown()).toEqual(['1']);
  });
});

describe('stepSlidersUntilTheApp', () => {
  it("answers a press of previous or next until the app runs, and keeps it from the app's listeners", () => {
    let running = false;
    const page = document.implementation.createHTMLDocument();
    stepSlidersUntilTheApp(() => running, page);
    slider(3, page);
    const later = vi.fn();
    page.body.addEventListener('click', later);
    const press = (id: string) =>
      page.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    press('icon');
    expect(shown(page)).toEqual(['2']);
    press('previous');
    press('previous');
    expect(shown(page)).toEqual(['3']);
    expect(later).not.toHaveBeenCalled();
    // The pause button needs the app: it goes on to it.
    press('pause');
    expect(later).toHaveBeenCalledTimes(1);
    running = true;
    press('next');
    expect(shown(page)).toEqual(['3']);
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('leaves the step buttons out of what starts the app on a slow line, not the pause button', () => {
    slider(3);
    const aimed = (id: string) => {
      const event = new Event('pointerdown', { bubbles: true });
      document.getElementById(id)!.dispatchEvent(event);
      return controlNeedingApp(event)?.id ?? null;
    };
    expect(aimed('next')).toBeNull();
    expect(aimed('previous')).toBeNull();
    expect(aimed('pause')).toBe('pause');
  });
});
