import { parseArgs, type ParseArgsConfig } from 'node:util';
import { formatProblem, plural, type Problem } from '../lib/content/errors';
import type { ReadExport } from '../pipeline/content-import/run-import';

/** Prints the message to stderr and ends the command with exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One line per problem, `prefix` before each ("warning: "). */
export function printProblems(problems: readonly Problem[], write: (line: string) => void, prefix = ''): void {
  for (const problem of problems) write(`${prefix}${formatProblem(problem)}`);
}

/** The export's columns that name no field, then its warnings (content:import, content:edition new). */
export function printExportNotes({ ignoredColumns, warnings }: Pick<ReadExport, 'ignoredColumns' | 'warnings'>) {
  if (ignoredColumns.length)
    console.log(
      `Ignored columns (they name no field of the content contract): ${ignoredColumns.map((c) => `"${c}"`).join(', ')}`,
    );
  printProblems(warnings, (line) => console.log(line), 'warning: ');
}

/** Every problem to stderr, then "{what} (2 problems); {outcome}.", exit 1. */
export function failWithProblems(problems: readonly Problem[], what: string, outcome = 'nothing was written'): never {
  printProblems(problems, (line) => console.error(line));
  fail(`\n${what} (${plural(problems.length, 'problem')}); ${outcome}.`);
}

type Options = NonNullable<ParseArgsConfig['options']>;
const help = { help: { type: 'boolean', short: 'h', default: false } } as const;

/** The commands' arguments and -h/--help; a bad option prints the error and the usage, exit 1. */
export function readCommandLine<O extends Options>(options: O, usage: string, allowPositionals = true) {
  const config = { allowPositionals, options: { ...options, ...help } } as const;
  let args: ReturnType<typeof parseArgs<typeof config>>;
  try {
    args = parseArgs(config);
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if ((args.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return args;
}
