/** mock-api/README.md's scenario table is generated from the scenario files (one source). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { README, readmeWithTable, scenarioTable } from '../../mock-api/scenarios-readme';

it('mock-api/README.md lists exactly the scenario files (run npm run scenarios:readme when this fails)', () => {
  const readme = readFileSync(README, 'utf8');
  expect(readme).toBe(readmeWithTable(readme));
});

it('a new scenario file changes the table, so an outdated README is caught', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
  try {
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ name: 'a', description: 'First | one', rules: [] }));
    expect(scenarioTable(dir)).toContain('| `a`  | First \\| one |');
    const readme = readFileSync(README, 'utf8');
    expect(readmeWithTable(readme, scenarioTable(dir))).not.toBe(readme);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
