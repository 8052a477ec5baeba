import type { AccordionSection } from '../content/editorial-schema';

/**
 * Which accordion sections are open at load: the saved `accordionState` wins, else `isActive`.
 * Several may be open: they toggle independently.
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
