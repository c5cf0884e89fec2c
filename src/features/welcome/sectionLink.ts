import type { WelcomeSection } from '../../api/types';
import { href } from '../../addresses/href';

/** Navigation state of a section page: the section and the list it came from (requirements §2). */
export interface SectionNavState {
  section: WelcomeSection;
  sections: WelcomeSection[];
}

/** `/welcome/section/{slug}#content`, carrying the section and its list in navigation state. */
export function sectionLink(section: WelcomeSection, sections: WelcomeSection[]) {
  return {
    to: { pathname: href('welcomeSection', { slug: section.slug }), hash: '#content' },
    state: { section, sections } satisfies SectionNavState,
  };
}

function isSection(value: unknown): value is WelcomeSection {
  return (
    typeof value === 'object' && value !== null && typeof (value as { slug?: unknown }).slug === 'string'
  );
}

/**
 * The navigation state if it is usable for this slug. A reload keeps history state, but a link
 * opened in a new tab or typed in has none, and state from an older build may have another shape.
 */
export function readSectionState(state: unknown, slug: string): SectionNavState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { section, sections } = state as Partial<SectionNavState>;
  if (!isSection(section) || section.slug !== slug) return null;
  return { section, sections: Array.isArray(sections) ? sections.filter(isSection) : [section] };
}
