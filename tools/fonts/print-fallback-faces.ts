import { fallbackFaceRules } from './fallback-metrics';

/** Prints the fallback @font-face rules measured on this machine (for components/shell/font-fallbacks.css). */
process.stdout.write(fallbackFaceRules());
