import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browsersQuery, buildTargets, supportedBrowsers } from './browserTargets';

const deploying = readFileSync(resolve(import.meta.dirname, '../../docs/deploying.md'), 'utf8');

describe('the supported browsers (decision 0220)', () => {
  it("are package.json's browserslist, and the build targets each engine family's oldest version", () => {
    const targets = buildTargets();
    // Every family a visitor's engine belongs to is there: Chromium, Gecko, WebKit on the Mac and on iOS.
    for (const family of ['chrome', 'firefox', 'safari', 'ios'])
      expect(targets.some((target) => target.startsWith(family))).toBe(true);
    // Each target is the oldest version browserslist selects for its family.
    for (const target of targets) {
      const [, family, version] = /^([a-z]+)(\d+(?:\.\d+)?)$/.exec(target) ?? [];
      const name = family === 'ios' ? 'ios_saf' : family;
      const versions = supportedBrowsers()
        .filter((browser) => browser.startsWith(`${name} `))
        .map((browser) => Number.parseFloat(browser.split(' ')[1]!));
      expect(Math.min(...versions), target).toBe(Number(version));
    }
  });

  it('docs/deploying.md states the same query and the same minimum versions', () => {
    const section = deploying.slice(deploying.indexOf('## Supported browsers'));
    expect(section.length, 'a "Supported browsers" section').toBeLessThan(deploying.length);
    const quoted = /`browserslist`: `([^`]+)`/.exec(section)?.[1];
    expect(quoted).toBe(browsersQuery().join(', '));
    const listed = /build targets: `([^`]+)`/.exec(section)?.[1]?.split(/,\s*/);
    expect(listed).toEqual(buildTargets());
  });
});
