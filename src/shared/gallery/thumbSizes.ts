/**
 * A gallery's thumbnails (gallery.css: columns of 200 px at least, a 0.75rem gap) across the page's
 * container (1rem inside each side), in `sizes` terms, up to four columns: two from 444 px, three
 * from 656, four from 868. A page whose gallery gets a fifth column (`/media`, from 1080 px) or
 * sits beside a side column from some width puts its own entries for those widths before these.
 */
export const THUMBS_ACROSS_CONTAINER =
  '(min-width: 868px) calc((100vw - 68px) / 4), (min-width: 656px) calc((100vw - 56px) / 3), ' +
  '(min-width: 444px) calc((100vw - 44px) / 2), calc(100vw - 2rem)';
