import { formatProblem, type Problem } from '../../lib/content/errors';

/** content:edition refused to act: every problem, each naming the file, where and what. Nothing was written. */
export class EditionError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'EditionError';
  }
}
