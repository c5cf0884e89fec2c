import { createContext } from 'react';

/**
 * How wide a detail page's main column is shown, in `sizes` terms (detail-page.css), for the
 * pictures in it: beside the 20rem side column and its 2rem gap from 960 px, or the whole container
 * (1rem inside each side, at most 1200 px) when the page has no side column. Whether it has one
 * depends on the record (a service without extra text has none), so DetailPage says which.
 */
export const MAIN_COLUMN_SIZES = {
  beside: '(min-width: 1232px) 848px, (min-width: 960px) calc(100vw - 384px), calc(100vw - 2rem)',
  alone: '(min-width: 1232px) 1200px, calc(100vw - 2rem)',
} as const;

export const MainColumnSizes = createContext<string>(MAIN_COLUMN_SIZES.alone);
