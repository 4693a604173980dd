// Preloaded with `node --import` by the CLI tests: writes every module URL that gets loaded to
// the file named by TRACE_IMPORTS_FILE, one a line, so a test can check what a command loaded.
import { register } from 'node:module';

register(new URL('./trace-imports-hooks.mjs', import.meta.url), { data: { file: process.env.TRACE_IMPORTS_FILE } });
