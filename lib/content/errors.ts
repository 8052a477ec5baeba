import type { z } from 'zod';

/** A content problem, always naming the file, where in it, and what is wrong. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid content in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** One problem in one file; `at` is a row (`row 17 (ref "sika") rankVR`), a key path, or '' for the file. */
export interface Problem {
  file: string;
  at: string;
  message: string;
}

/** "1 file", "3 files". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where and what, without the file: "row 17 (ref "sika") rankVR: "1O" is not a rank …". */
export function describeProblem(problem: Pick<Problem, 'at' | 'message'>): string {
  return problem.at ? `${problem.at}: ${problem.message}` : problem.message;
}

/** One line with the file first: `content/ranking.json row 17 (ref "sika") rankVR: …`. */
export function formatProblem(problem: Problem): string {
  return problem.at ? `${problem.file} ${problem.at}: ${problem.message}` : `${problem.file}: ${problem.message}`;
}

/** Every problem of a content check: errors make the content unusable, warnings are only reported. */
export class ContentReport {
  readonly errors: Problem[] = [];
  readonly warnings: Problem[] = [];

  error(file: string, at: string, message: string): void {
    this.errors.push({ file, at, message });
  }

  warn(file: string, at: string, message: string): void {
    this.warnings.push({ file, at, message });
  }

  get ok(): boolean {
    return this.errors.length === 0;
  }

  /** The files with errors, in the order they were first reported. */
  filesWithErrors(): string[] {
    return [...new Set(this.errors.map((p) => p.file))];
  }

  /** A ContentError for the first file with errors, naming how many other files have some. */
  throwIfErrors(): void {
    const [first, ...others] = this.filesWithErrors();
    if (first === undefined) return;
    const problems = this.errors.filter((p) => p.file === first).map(describeProblem);
    if (others.length) problems.push(`(and problems in ${plural(others.length, 'other file')}: ${others.join(', ')})`);
    throw new ContentError(first, problems);
  }
}

/** "pages.home.intro.links[2].link" from a zod issue path. */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  const out = path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    '',
  );
  return out || '(root)';
}

/** A zod issue in plain words: "is missing", "unknown key "rank" (a typo?)" … */
export function plainZodMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    // zod leaves the input out of its issues; its message names what it received.
    const received = /received (\w+)/.exec(issue.message)?.[1];
    if (received === 'undefined') return 'is missing';
    const found = received === 'object' || received === 'array' ? article(received) : received;
    return `must be ${article(issue.expected)}${found ? ` (found ${found})` : ''}`;
  }
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    return `unknown key${issue.keys.length === 1 ? '' : 's'} ${keys} (a typo?)`;
  }
  return issue.message;
}

const typeNames: Record<string, string> = {
  string: 'a text',
  array: 'a list',
  object: 'an object',
  number: 'a number',
  boolean: 'true or false',
};
const article = (expected: string) => typeNames[expected] ?? expected;

/** `data` parsed by `schema`, or undefined with each zod issue reported at `file` (`at`: `prefix` and the key path). */
export function parseOrReport<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  report: ContentReport,
  prefix = '',
): z.output<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const p of zodProblems(result.error, prefix)) report.error(file, p.at, p.message);
  return undefined;
}

/** Each zod issue as a problem: `at` is `prefix` followed by the key path ('' for the root). */
export function zodProblems(error: z.ZodError, prefix = ''): { at: string; message: string }[] {
  return error.issues.map((issue) => {
    const keyPath = issue.path.length ? formatKeyPath(issue.path) : '';
    return { at: [prefix, keyPath].filter(Boolean).join(' '), message: plainZodMessage(issue) };
  });
}
