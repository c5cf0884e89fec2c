import { describe, expect, it } from 'vitest';
import { installCommand, missingPackages } from './check-chromium';

describe('the system packages check', () => {
  it('names the Debian package of each missing piece, and nothing when all are there', () => {
    const all = {
      chromium: true,
      headlessShell: true,
      nginx: true,
      brotli: true,
      imageFilter: true,
      firefox: true,
      webkit: true,
      xvfb: true,
      xauth: true,
    };
    const none = Object.fromEntries(Object.keys(all).map((key) => [key, false])) as typeof all;
    expect(missingPackages(none)).toEqual([
      'chromium',
      'chromium-headless-shell',
      'nginx',
      'libnginx-mod-http-brotli-static',
      'libnginx-mod-http-image-filter',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
      'xauth',
    ]);
    expect(missingPackages({ ...all, brotli: false })).toEqual(['libnginx-mod-http-brotli-static']);
    expect(missingPackages({ ...all, imageFilter: false })).toEqual(['libnginx-mod-http-image-filter']);
    expect(missingPackages({ ...all, headlessShell: false })).toEqual(['chromium-headless-shell']);
    // xvfb-run is there but not the xauth it calls: --no-install-recommends left it out.
    expect(missingPackages({ ...all, xauth: false })).toEqual(['xauth']);
    expect(missingPackages({ ...all, firefox: false, webkit: false })).toEqual([
      'firefox-esr',
      'webkit2gtk-driver',
    ]);
    expect(missingPackages(all)).toEqual([]);
  });

  it('prints the exact command: through sudo unless root', () => {
    expect(installCommand(['chromium', 'nginx'], false)).toBe(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium nginx',
    );
    expect(installCommand(['chromium'], true)).toBe(
      'apt-get update && apt-get install -y --no-install-recommends chromium',
    );
  });
});
