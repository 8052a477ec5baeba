import type { AccordionSection } from '../content/editorial-schema';

/**
 * Which accordion sections are open when the page loads (spec section 3 and 4: a section is
 * either closed or active). `accordionState` is the section's state as an editor saved it and
 * wins when present; otherwise `isActive` marks the initially open one. Several sections may
 * be open at once: they toggle independently.
 */
export function isInitiallyOpen(section: Pick<AccordionSection, 'isActive' | 'accordionState'>): boolean {
  if (section.accordionState !== undefined) return section.accordionState === 'active';
  return section.isActive === true;
}

/** The initial open state of every section, in order. */
export function initialOpenStates(
  sections: readonly Pick<AccordionSection, 'isActive' | 'accordionState'>[],
): boolean[] {
  return sections.map(isInitiallyOpen);
}
