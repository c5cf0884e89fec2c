import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { describeWarnings, recordConsoleWarnings } from './reactWarnings';

describe('recordConsoleWarnings', () => {
  it("records React's key warning from a server render", () => {
    // The original methods print; a stand-in keeps the test's output quiet.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recorder = recordConsoleWarnings();
    try {
      renderToString(
        createElement(
          'ul',
          null,
          ['a', 'b'].map((text) => createElement('li', null, text)),
        ),
      );
    } finally {
      recorder.restore();
      quiet.mockRestore();
    }
    expect(recorder.warnings.join('\n')).toMatch(/unique "key" prop/);
  });

  it('formats what it records, and restores the console', () => {
    const error = vi.fn();
    const warn = vi.fn();
    const target = { error, warn };
    const recorder = recordConsoleWarnings(target);
    target.warn('%s went wrong', 'this');
    recorder.restore();
    expect(recorder.warnings).toEqual(['this went wrong']);
    expect(warn).toHaveBeenCalledWith('%s went wrong', 'this');
    expect(target.error).toBe(error);
    expect(target.warn).toBe(warn);
  });

  it('describes each warning once, with its first lines', () => {
    const text = describeWarnings(['a\n1\n2\n3\n4\n5', 'a\n1\n2\n3\n4\n6']);
    expect(text).toContain('1 warning(s)');
    expect(text).not.toContain('4');
  });
});
