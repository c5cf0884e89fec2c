/**
 * The `engines` project's global setup (vitest.config.ts): one production site for every engine's
 * file (site.ts), handed to them with `provide`; or the one ENGINES_SITE_ORIGIN and
 * ENGINES_API_ORIGIN name, already running.
 */
import type { TestProject } from 'vitest/node';
import { startEngineSite, type EngineSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    engineSite: EngineSite;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const origin = process.env.ENGINES_SITE_ORIGIN;
  const api = process.env.ENGINES_API_ORIGIN;
  if (origin && api) {
    project.provide('engineSite', { origin, api });
    return;
  }
  const { site, stop } = await startEngineSite();
  project.provide('engineSite', site);
  return stop;
}
