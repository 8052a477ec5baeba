import { formatProblem, type Problem } from '../../lib/content/errors';

/** The import refused the file: every problem, each naming the file, where and what. Nothing was written. */
export class ImportError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ImportError';
  }
}
