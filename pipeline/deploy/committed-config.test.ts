/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { nginxFiles } from './nginx-config';

/**
 * The committed nginx configuration is what the generator writes: a change to the security
 * headers, content types or caching (pipeline/security, pipeline/server) without `npm run deploy:config`
 * fails here.
 */
describe('deploy/nginx/', () => {
  const dir = path.resolve(__dirname, '../../deploy/nginx');

  it.each(Object.entries(nginxFiles()))('%s is up to date (run "npm run deploy:config")', (relative, expected) => {
    const file = path.join(dir, relative);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(expected);
  });
});
