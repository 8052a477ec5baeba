import { ProblemsError } from '../content-import/import-error';

/** content:edition refused to act. */
export class EditionError extends ProblemsError {}
