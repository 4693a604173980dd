import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createProcessor, type CompactPlan } from 'beasties/runtime';
import postcss, { type AtRule, type Declaration } from 'postcss';

/**
 * The part of the site's stylesheet a rendered page can use before its scripts run.
 *
 * The site has one stylesheet (Mantine's components and theme and ours). A rendered page inlines what
 * it uses of it, so that it paints without another request and the phone matches its elements
 * against a fifth of the rules before the first paint: most of Mantine's components are not on a
 * page, nor the dark colour scheme, nor most of the theme's variables.
 *
 * beasties picks the rules: the frontend build compiles the stylesheet into a plan
 * (frontend/vite-plugin-server-assets.ts, `beasties/compiler`, without the dark scheme's rules), and
 * for each rendered page `beasties/runtime` scans the HTML once and keeps the rules whose selectors
 * match its elements (classes, ids, tags, attributes with their values, combinators), inside the
 * at-rules around them, with the @keyframes the kept rules use. Pseudo-classes are not read
 * (`.a:hover`, `.a:where([data-x])` count as `.a`): it keeps more, never less. Of the custom
 * properties (`--x: …`), only those that something kept or the page itself refers to (`var(--x)`)
 * stay, followed from one variable to the ones it uses (postcss): a page uses about a third of the
 * theme's.
 *
 * What changes the page afterwards is JavaScript, and the boot script adds the whole stylesheet
 * before the app's scripts run: every rule then applies as before (the whole stylesheet comes after
 * this part, and a rule repeated later with the same selector changes nothing).
 */
export class CriticalCss {
  private readonly processor: ReturnType<typeof createProcessor>;
  /** The pages' critical CSS, by beasties' CSS and the page's own variables: pages of one shape share it. */
  private readonly cache = new Map<string, string>();

  /** `plan`: one stylesheet's, as the build wrote it (`.vite/critical-css.json`). */
  constructor(plan: CompactPlan) {
    // beasties keeps its own results by the set of tokens a page has (100 shapes).
    this.processor = createProcessor([plan], { keyframes: 'critical' });
  }

  /** The rules of the stylesheet that `html` (the whole page, without this stylesheet) can match. */
  for(html: string): string {
    const rules = this.processor.extract(html).css;
    const pageVariables = [...new Set(variableReferences(html))].sort();
    const key = `${pageVariables.join(' ')}\n${rules}`;
    let css = this.cache.get(key);
    if (css === undefined) {
      css = withUsedVariablesOnly(rules, pageVariables);
      this.cache.set(key, css);
      if (this.cache.size > 100) this.cache.delete(this.cache.keys().next().value as string);
    }
    return css;
  }
}

/** Where the frontend build writes the stylesheets' plans (next to Vite's manifest). */
const PLANS = join('.vite', 'critical-css.json');

/** The build's stylesheets by their URL (`/assets/style-….css`); none when the build has no plans (an older or a fake build). */
export async function readCriticalCss(distDir: string): Promise<Map<string, CriticalCss>> {
  const text = await readFile(join(distDir, PLANS), 'utf8').catch(() => null);
  const plans = text === null ? [] : (JSON.parse(text) as CompactPlan[]);
  return new Map(plans.filter((plan) => typeof plan[1] === 'string').map((plan) => [plan[1] as string, new CriticalCss(plan)]));
}

/**
 * `css` without the custom properties that neither its other declarations nor `roots` use, directly
 * or through other variables; rules and at-rules left empty go too (but @layer blocks).
 */
function withUsedVariablesOnly(css: string, roots: Iterable<string>): string {
  const sheet = postcss.parse(css);
  const used = new Set(roots);
  const definitions = new Map<string, Declaration[]>();
  sheet.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration]);
    else for (const name of variableReferences(declaration.value)) used.add(name);
  });
  const pending = [...used];
  while (pending.length > 0) {
    for (const declaration of definitions.get(pending.pop()!) ?? [])
      for (const name of variableReferences(declaration.value))
        if (!used.has(name)) {
          used.add(name);
          pending.push(name);
        }
  }
  for (const [name, declarations] of definitions) {
    if (used.has(name)) continue;
    for (const declaration of declarations) {
      let parent = declaration.parent;
      declaration.remove();
      // An empty @layer block stays: the order of first appearance is the layers' order.
      while (parent && parent.type !== 'root' && parent.nodes?.length === 0 && !(parent.type === 'atrule' && (parent as AtRule).name === 'layer')) {
        const above = parent.parent;
        parent.remove();
        parent = above;
      }
    }
  }
  return sheet.toString();
}

/** The custom properties `text` refers to (`var(--x)`, fallbacks included). */
function variableReferences(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
}
