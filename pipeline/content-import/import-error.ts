import { formatProblem, type Problem } from '../../lib/content/errors';

/** A command refused to act: every problem, each naming the file, where and what. Nothing was written. */
export class ProblemsError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = new.target.name;
  }

  /** Refused for one problem with the whole file. */
  static about<E extends ProblemsError>(this: new (problems: Problem[]) => E, file: string, message: string): E {
    return new this([{ file, at: '', message }]);
  }
}

/** content:import refused the file. */
export class ImportError extends ProblemsError {}

/** content:edition refused to act. */
export class EditionError extends ProblemsError {}
