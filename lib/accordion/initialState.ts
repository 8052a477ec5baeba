import type { AccordionSection } from '../content/editorial-schema';

/** Open at load: the saved `accordionState`, else `isActive`; sections toggle independently. */
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
