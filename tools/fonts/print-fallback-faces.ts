import { fallbackFaceRules, fontStackRule } from './fallback-metrics';

/** Prints the font stack and the fallback faces measured on this machine (components/shell/font-stack.css). */
process.stdout.write(`${fontStackRule()}\n${fallbackFaceRules()}`);
