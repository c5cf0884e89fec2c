import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMenuPanel, menuPanelHold, setMenuPanelOpen } from './menuPanelStore';
import { useScrolledPast } from './useScrolledPast';

function scrollTo(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  act(() => closeMenuPanel());
  scrollTo(0);
});

describe('useScrolledPast', () => {
  it('follows the scroll across the threshold', () => {
    const { result } = renderHook(() => useScrolledPast(200));
    expect(result.current).toBe(false);
    scrollTo(201);
    expect(result.current).toBe(true);
    scrollTo(150);
    expect(result.current).toBe(false);
  });

  it('keeps its answer while the menu panel is open, and reads the scroll again when it closes', () => {
    const { result } = renderHook(() => useScrolledPast(200, menuPanelHold));
    act(() => setMenuPanelOpen(true));
    scrollTo(600);
    // The bar does not turn sticky under a visitor scrolling through the open menu.
    expect(result.current).toBe(false);
    act(() => closeMenuPanel());
    expect(result.current).toBe(true);

    act(() => setMenuPanelOpen(true));
    scrollTo(0);
    expect(result.current).toBe(true);
    act(() => closeMenuPanel());
    expect(result.current).toBe(false);
  });
});
