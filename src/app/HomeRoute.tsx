import { HomePage } from '../features/home/HomePage';
import { LazyHomeBelowFold } from './pageSlots';

/** `/`: the home page with its lower part (the contact and subscription forms in it) as a lazy slot. */
export function Component() {
  return <HomePage belowFold={<LazyHomeBelowFold />} />;
}
