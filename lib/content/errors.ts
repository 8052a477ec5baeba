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

/** "pages.home.intro.links[2].link" from a zod issue path. */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}

export function describeZodIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatKeyPath(issue.path)}: ${issue.message}`);
}
