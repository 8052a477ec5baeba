import type { AccordionSection } from '../content/editorial-schema';

type OpenState = Pick<AccordionSection, 'isActive' | 'accordionState'>;

/** Open at load: the saved `accordionState`, else `isActive`; sections toggle independently. */
export function isInitiallyOpen(section: OpenState): boolean {
  return section.accordionState === undefined ? section.isActive === true : section.accordionState === 'active';
}

/** The initial open state of every section, in order. */
export function initialOpenStates(sections: readonly OpenState[]): boolean[] {
  return sections.map(isInitiallyOpen);
}
