import { useSyncExternalStore } from 'react';
import type { ScrollHold } from './useScrolledPast';

/**
 * The main menu panel's open flag (requirements §3 client state "menu open flag"). A tiny store rather than
 * component state: the header toggles it and the route-change effect closes it.
 */
let open = false;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function setMenuPanelOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  emit();
}

export function toggleMenuPanel(): void {
  setMenuPanelOpen(!open);
}

export function closeMenuPanel(): void {
  setMenuPanelOpen(false);
}

export function isMenuPanelOpen(): boolean {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While the panel is open, the header's sticky state stays as it was (useScrolledPast). */
export const menuPanelHold: ScrollHold = { isHeld: isMenuPanelOpen, subscribe };

export function useMenuPanelOpen(): boolean {
  return useSyncExternalStore(subscribe, isMenuPanelOpen, () => false);
}
