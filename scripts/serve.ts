/**
 * The bundled static server for out/ (npm start, npm run serve, the Playwright suite); the
 * handler is pipeline/server/static-server.ts. Port from PORT (default 3000), host from HOST (default
 * 127.0.0.1), folder from OUT_DIR (default out).
 */
import './env';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { staticHandler } from '../pipeline/server/static-server';
import { fail } from './command-line';

const root = path.resolve(process.env.OUT_DIR || 'out');
const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || '127.0.0.1';

if (!fs.existsSync(path.join(root, 'index.html'))) fail(`No built site in ${root}. Run "npm run build" first.`);

const server = http.createServer(staticHandler(root)).listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
