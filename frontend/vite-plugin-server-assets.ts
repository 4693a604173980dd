import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { compileCriticalCssPlan } from '../backend/src/adapters/http/site/critical-css-plan';

const BOOT_ENTRY = fileURLToPath(new URL('./src/boot/boot.ts', import.meta.url));
const STAFF_ENTRY = fileURLToPath(new URL('./src/staff/back-office.ts', import.meta.url));
const DOMAIN = fileURLToPath(new URL('../backend/src/domain', import.meta.url));

/**
 * What the server needs of the client build to send rendered pages (backend site/boot-script.ts and
 * site/critical-css.ts), written next to Vite's manifest in dist/.vite (not served):
 *
 * - `boot-script.js`: src/boot/boot.ts compiled on its own into one minified classic script, which
 *   the server inlines at the end of each rendered page's <head>; `boot-script.json`: its CSP source
 *   (`'sha256-…'` of the file's exact text), which the server adds to `script-src`.
 * - `staff-script.js`: src/staff/back-office.ts compiled the same way, the back office's script; the
 *   server serves it as /staff/assets/staff.js (backend staff/staff-assets.ts).
 * - `critical-css.json`: beasties' plan of each stylesheet (rules pre-parsed, selectors compiled to
 *   match programs), from which the server picks the rules a rendered page can match. How a plan is
 *   made is the server's side of the contract: backend site/critical-css-plan.ts.
 */
export function serverAssets(): Plugin {
  let mode = 'production';
  return {
    name: 'server-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const script = await classicScript(BOOT_ENTRY, 'boot', mode);
      this.emitFile({ type: 'asset', fileName: '.vite/boot-script.js', source: script });
      const csp = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      this.emitFile({ type: 'asset', fileName: '.vite/boot-script.json', source: `${JSON.stringify({ file: 'boot-script.js', csp })}\n` });
      this.emitFile({ type: 'asset', fileName: '.vite/staff-script.js', source: await classicScript(STAFF_ENTRY, 'staff', mode) });

      const plans = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        const { plan, warnings } = compileCriticalCssPlan(css, `/${file.fileName}`);
        if (warnings.length > 0) this.warn(`${file.fileName}: ${warnings.join('; ')}`);
        plans.push(plan);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/critical-css.json', source: JSON.stringify(plans) });
    },
  };
}

/** `entry` and what it imports, as one minified classic script (no exports, no imports). */
async function classicScript(entry: string, name: string, mode: string): Promise<string> {
  const result = await build({
    configFile: false,
    mode,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@domain': DOMAIN } },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry, formats: ['iife'], name },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((o) => o.output ?? []).filter((c) => c.type === 'chunk');
  if (chunks.length !== 1 || chunks[0].code === undefined) throw new Error(`the ${name} script built into ${chunks.length} chunks, not one`);
  const code = chunks[0].code.trim();
  // Inlined in a <script> element: its text must not end the element.
  if (/<\/script|<!--/i.test(code)) throw new Error(`the ${name} script contains "</script" or "<!--"`);
  return code;
}
