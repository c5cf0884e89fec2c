/** An item of a numbered pagination: a page number or a gap standing for the pages left out. */
export type PaginationItem = number | 'gap';

/** Pages needed for `count` items at `size` per page (requirements §9: ceil(count/100) for the news list). */
export function pageCount(count: number, size: number): number {
  if (!Number.isFinite(count) || count <= 0 || size <= 0) return 0;
  return Math.ceil(count / size);
}

/**
 * The page buttons to show: always the first and the last page and `siblings` pages either side of
 * the current one; longer runs are replaced by a gap. A gap never hides a single page (showing that
 * page takes the same room as the "…"), so the number of items is stable while paging.
 */
export function paginationItems(current: number, total: number, siblings = 1): PaginationItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  // first + last + current + 2 siblings + 2 gaps
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  let start = Math.max(2, page - siblings);
  let end = Math.min(total - 1, page + siblings);
  // Near either end, widen the window so the row keeps the same length.
  if (start <= 3) {
    start = 2;
    end = Math.max(end, 2 * siblings + 3);
  }
  if (end >= total - 2) {
    end = total - 1;
    start = Math.min(start, total - 2 * siblings - 2);
  }

  const items: PaginationItem[] = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 1) items.push('gap');
  items.push(total);
  return items;
}

/** A positive page number from a URL parameter; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}
