import { describe, expect, it } from 'vitest';
import { controlNeedingApp, SLOW_DOWNLINK_MBPS, waitsForFirstUse } from './onDemand';

describe('waitsForFirstUse', () => {
  it('waits on a slow line whatever its effective type says, as Chromium reports 0.5 Mbit/s at 150 ms', () => {
    expect(waitsForFirstUse({ effectiveType: '4g', downlink: 0.45, saveData: false })).toBe(true);
    expect(waitsForFirstUse({ effectiveType: '4g', downlink: 0.975 })).toBe(true);
  });

  it('waits for a visitor saving data, and on 2G and 3G whatever the downlink', () => {
    expect(waitsForFirstUse({ saveData: true, effectiveType: '4g', downlink: 10 })).toBe(true);
    for (const type of ['slow-2g', '2g', '3g'])
      expect(waitsForFirstUse({ effectiveType: type, downlink: 10 }), type).toBe(true);
  });

  it('starts the app after load on a line at or above the threshold (Lighthouse’s slow 4G included)', () => {
    expect(waitsForFirstUse({ effectiveType: '4g', downlink: SLOW_DOWNLINK_MBPS })).toBe(false);
    expect(waitsForFirstUse({ effectiveType: '4g', downlink: 1.45 })).toBe(false);
    expect(waitsForFirstUse({ effectiveType: '4g', downlink: 10, saveData: false })).toBe(false);
  });

  it('starts the app after load when the browser says nothing (Firefox, Safari) or the downlink is unknown', () => {
    expect(waitsForFirstUse(undefined)).toBe(false);
    expect(waitsForFirstUse({})).toBe(false);
    expect(waitsForFirstUse({ effectiveType: '4g', downlink: 0 })).toBe(false);
  });
});

describe('controlNeedingApp', () => {
  it('finds the field or button an event is aimed at, not a link', () => {
    document.body.innerHTML =
      '<form><label>Name <input id="f"></label><button id="b"><span id="s">Go</span></button></form><a id="a" href="/tm/">Home</a>';
    const aimed = (id: string) => {
      const event = new Event('pointerdown', { bubbles: true });
      document.getElementById(id)!.dispatchEvent(event);
      return controlNeedingApp(event)?.id ?? null;
    };
    expect(aimed('f')).toBe('f');
    expect(aimed('s')).toBe('b');
    expect(aimed('a')).toBeNull();
  });
});
