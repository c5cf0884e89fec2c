/**
 * The next macrotask: what the browser has waiting (input, a paint, React's own work) runs first.
 * Work that would be one long task on a slow phone is cut at these points (the start of a
 * prerendered page, the refresh of its data). `setTimeout` rather than `scheduler.yield()`: every
 * supported browser has it, and a few milliseconds of clamping between a handful of steps do not
 * matter.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
