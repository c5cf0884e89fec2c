import type { DehydratedState } from '@tanstack/react-query';

/** The newest `pub_date` anywhere in the page's data: when its content last changed, as far as the API says. */
export function newestDate(state: DehydratedState): string | null {
  let newest: number | null = null;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [field, inner] of Object.entries(value)) {
      if (field === 'pub_date' && typeof inner === 'string') {
        const time = Date.parse(inner);
        if (!Number.isNaN(time) && (newest === null || time > newest)) newest = time;
      } else visit(inner);
    }
  };
  state.queries.forEach((query) => visit(query.state.data));
  return newest === null ? null : new Date(newest).toISOString();
}
