/** npm run content:schemas: content/schemas/*.schema.json from the zod schemas, mapped in .vscode/settings.json. */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { contentSchemaFiles, schemaFolder, withSchemaMappings } from '../pipeline/content/json-schemas/schema-files';
import { writeFileAtomically } from '../pipeline/files/write-atomically';
import { fail, readCommandLine } from './command-line';

readCommandLine({}, 'usage: npm run content:schemas');

const root = process.cwd();
const written: string[] = [];
const files = contentSchemaFiles();
fs.mkdirSync(path.join(root, schemaFolder), { recursive: true });
for (const [relative, text] of files) {
  const file = path.join(root, relative);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
  writeFileAtomically(file, text);
  written.push(relative);
}
// A schema whose kind of file is gone.
for (const name of fs.readdirSync(path.join(root, schemaFolder))) {
  const relative = `${schemaFolder}/${name}`;
  if (name.endsWith('.schema.json') && !files.has(relative)) {
    fs.rmSync(path.join(root, relative));
    written.push(`${relative} (removed)`);
  }
}

(async () => {
  const settingsFile = path.join(root, '.vscode', 'settings.json');
  let settings: Record<string, unknown> = {};
  if (fs.existsSync(settingsFile)) {
    try {
      settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      fail(`.vscode/settings.json is not plain JSON (${(error as Error).message}); it was left as it was.`);
    }
  }
  const options = { ...(await prettier.resolveConfig(settingsFile)), filepath: settingsFile };
  const text = await prettier.format(JSON.stringify(withSchemaMappings(settings)), options);
  if (!fs.existsSync(settingsFile) || fs.readFileSync(settingsFile, 'utf8') !== text) {
    fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
    writeFileAtomically(settingsFile, text);
    written.push('.vscode/settings.json');
  }
  console.log(
    written.length ? `Wrote ${written.join(', ')}.` : `${schemaFolder}/ and .vscode/settings.json were up to date.`,
  );
})().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
