/**
 * React's development build (the one the prerender runs: Node loads react without NODE_ENV set)
 * reports a render problem — a list child without a key, invalid nesting, a hydration or `act`
 * warning — through `console.error` / `console.warn` and carries on. The prerender records every
 * such call while it renders and refuses to write pages when there was one, so a warning cannot come
 * back unnoticed: what React warns about on the server, the browser's hydration would meet too.
 */
import { format } from 'node:util';

export interface WarningRecorder {
  /** Each reported message, formatted as the console would print it. */
  readonly warnings: readonly string[];
  /** Puts the console's own methods back. */
  restore(): void;
}

export function recordConsoleWarnings(target: Pick<Console, 'error' | 'warn'> = console): WarningRecorder {
  const warnings: string[] = [];
  const original = { error: target.error, warn: target.warn };
  for (const method of ['error', 'warn'] as const) {
    target[method] = (...args: unknown[]) => {
      warnings.push(format(...args));
      original[method].apply(target, args);
    };
  }
  return {
    warnings,
    restore() {
      target.error = original.error;
      target.warn = original.warn;
    },
  };
}

/** The message the prerender stops with: each warning once, its first lines (React adds a stack). */
export function describeWarnings(warnings: readonly string[]): string {
  const unique = [...new Set(warnings.map((w) => w.split('\n').slice(0, 4).join('\n    ')))];
  return `React reported ${unique.length} warning(s) while rendering; nothing was written:\n  - ${unique.join('\n  - ')}`;
}
