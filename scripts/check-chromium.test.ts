import { describe, expect, it } from 'vitest';
import { installCommand, missingPackages } from './check-chromium';

describe('the system packages check', () => {
  it('names the Debian package of each missing piece, and nothing when all are there', () => {
    expect(missingPackages({ chromium: false, nginx: false, brotli: false, imageFilter: false })).toEqual([
      'chromium',
      'nginx',
      'libnginx-mod-http-brotli-static',
      'libnginx-mod-http-image-filter',
    ]);
    expect(missingPackages({ chromium: true, nginx: true, brotli: false, imageFilter: true })).toEqual([
      'libnginx-mod-http-brotli-static',
    ]);
    expect(missingPackages({ chromium: true, nginx: true, brotli: true, imageFilter: false })).toEqual([
      'libnginx-mod-http-image-filter',
    ]);
    expect(missingPackages({ chromium: true, nginx: true, brotli: true, imageFilter: true })).toEqual([]);
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
