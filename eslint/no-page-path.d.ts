// Types of no-page-path.js for the TypeScript that imports it (its unit test, scripts/noPagePath.test.ts).
import type { Rule } from 'eslint';

export const PAGE_PATHS_FILE: string;
export interface PagePathPattern {
  id: string;
  segments: string[];
  trailingSlash: boolean;
}
export function readPagePatterns(file?: string): PagePathPattern[];
export function pageOfPath(text: string, patterns: readonly PagePathPattern[]): string | null;
export const noPagePath: Rule.RuleModule;
