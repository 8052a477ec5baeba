import { loadEnvConfig } from '@next/env';

/** Scripts read .env, .env.local … the same way the Next build does. */
loadEnvConfig(process.cwd());
