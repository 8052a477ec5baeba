import type { buildEditions } from './build-editions';

/** One edition as the pages read it (lib/editions/build-editions). */
export type Edition = ReturnType<typeof buildEditions>[number];
