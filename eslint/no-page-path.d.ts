// Types of no-page-path.js for the TypeScript that imports it (its unit test, scripts/noPagePath.test.ts).
import type { Rule } from 'eslint';

export function pageOfPath(text: string): string | null;
export const noPagePath: Rule.RuleModule;
