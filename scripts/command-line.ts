import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Prints the message to stderr and ends the command with exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

type Options = NonNullable<ParseArgsConfig['options']>;
const help = { help: { type: 'boolean', short: 'h', default: false } } as const;

/** The content commands' arguments and -h/--help; a bad option prints the error and the usage, exit 1. */
export function readCommandLine<O extends Options>(options: O, usage: string) {
  const config = { allowPositionals: true, options: { ...options, ...help } } as const;
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
