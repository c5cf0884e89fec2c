/**
 * `npm run openapi`: writes the published contract to mock-api/openapi/openapi.json (the file a
 * backend team or Prism/Schemathesis reads), formatted as the repository's Prettier check wants it.
 * A contract test fails when the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from './document';

export const OPENAPI_FILE = fileURLToPath(new URL('./openapi.json', import.meta.url));
/** Prettier's JSON output is not a fixed point on the first pass (arrays collapse on the second): format until it is. */
export async function openApiText(): Promise<string> {
  const options = { ...(await resolveConfig(OPENAPI_FILE)), filepath: OPENAPI_FILE };
  let text = JSON.stringify(openApiDocument(), null, 2);
  for (let pass = 0; pass < 5; pass++) {
    const next = await format(text, options);
    if (next === text) break;
    text = next;
  }
  return text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, await openApiText());
  console.log(`wrote ${OPENAPI_FILE}`);
}
