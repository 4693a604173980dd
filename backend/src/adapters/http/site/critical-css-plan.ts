import { compileSheet, encodePlan, type CompactPlan } from 'beasties/compiler';
import postcss from 'postcss';

/**
 * How the frontend build turns a stylesheet into the plan from which the server picks each rendered
 * page's critical CSS (critical-css.ts): beasties' compiler, run once per build
 * (frontend/vite-plugin-server-assets.ts writes the plans to `.vite/critical-css.json`). Not loaded
 * by the server.
 *
 * - The site has the light colour scheme only (`data-mantine-color-scheme="light"` in index.html,
 *   MantineProvider's `defaultColorScheme`), so the plan leaves out the selectors that need the dark
 *   one: beasties does not look inside `:where()`, where Mantine puts most of them. The stylesheet
 *   itself keeps them.
 * - A rule for an attribute the browser sets by itself, without a script (`open` on a <details>),
 *   is always kept: the page may be toggled before the whole stylesheet has arrived. So is the rule
 *   that hides a whole block until its end has arrived (`data-whole`): it matches only a page still
 *   being parsed.
 */
export function compileCriticalCssPlan(css: string, href: string): { plan: CompactPlan; warnings: string[] } {
  const sheet = compileSheet(lightSchemeOnly(css), { href, allowRules: [/\[open\]/, /\[data-whole\]/] });
  return { plan: encodePlan(sheet), warnings: sheet.warnings };
}

/** `css` without the selectors that need the dark colour scheme (`[data-mantine-color-scheme=dark]`). */
function lightSchemeOnly(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const light = rule.selectors.filter((s) => !/\[data-mantine-color-scheme=["']?dark["']?\]/.test(s));
    if (light.length === 0) rule.remove();
    else if (light.length < rule.selectors.length) rule.selectors = light;
  });
  return root.toString();
}
