/**
 * The part of the site's stylesheet a rendered page can use before its scripts run.
 *
 * The site has one stylesheet (about 125 kB, 20 kB gzip: Mantine's components and theme and ours). A
 * rendered page inlines it so that it paints without another request; inlined whole, it was 60 % of
 * the home page's HTML, and the phone parsed it and matched every element against every rule before
 * the first paint. A page uses a fifth of it: most of Mantine's components are not on it, nor the dark
 * colour scheme, nor most of the theme's variables.
 *
 * So a page inlines only what its HTML can match: the rules with a selector whose classes are all in
 * the page and whose `data-*` attributes are on some element of it (with the value, for `[data-x=v]`),
 * inside the @media, @supports, @layer and @container blocks around them; and of the custom
 * properties (`--x: …`), those that something kept or the page itself refers to (`var(--x)`),
 * followed from one variable to the ones it uses. `:is(a, b)` and `:where(a, b)` can match when one of
 * their selectors can; what is inside `:not()`, `:has()` and other functional pseudo-classes is not
 * looked at (a rule with `:not(.x)` applies when `.x` is absent). Selectors that begin with `:host`
 * (shadow trees only; the pages have none) are dropped. @keyframes, @font-face, @property and every
 * other at-rule are kept as they are.
 *
 * What changes the page afterwards is JavaScript, and the boot script (boot-script.ts) adds the whole
 * stylesheet before the app's scripts run: every rule then applies as before (the whole stylesheet
 * comes after this part, and a rule repeated later with the same selector changes nothing). Only
 * `data-*` attributes are judged, because only scripts set them; an attribute a browser sets by
 * itself (`open` on a <details>) leaves its rules in.
 */

/** A parsed stylesheet: style rules, groups (@media, @supports, @layer, @container) and the rest, kept as text. */
export type CssNode =
  | { kind: 'rule'; selectors: Selector[]; declarations: Declaration[] }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'text'; text: string; uses: string[] };

/** What a selector needs of a page to match anything on it, read once with the stylesheet. */
interface Selector {
  text: string;
  /** true: can match any page (not read); false: matches no page. */
  always?: boolean;
  classes: string[];
  /** Data attributes needed, with the value for `[data-x=v]`. */
  attributes: { name: string; value?: string }[];
  /** For each :is()/:where(): its selectors, one of which must be able to match. */
  alternatives: Selector[][];
}

interface Declaration {
  text: string;
  /** The custom property it sets (`--x: …`), if it sets one. */
  defines: string | null;
  /** The custom properties its value uses. */
  uses: string[];
}

const GROUPS = new Set(['media', 'supports', 'layer', 'container']);

/** `css` as a list of nodes; comments are dropped. Meant for a build's minified output, read once. */
export function parseStylesheet(css: string, from = 0, to = css.length): CssNode[] {
  const nodes: CssNode[] = [];
  let start = from;
  let i = from;
  while (i < to) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? to : end + 2;
      start = i;
    } else if (c === '"' || c === "'") {
      i = afterString(css, i);
    } else if (c === ';') {
      // A statement at-rule (@import, @layer a, b;) or a stray semicolon.
      const text = css.slice(start, i + 1).trim();
      if (text !== ';') nodes.push({ kind: 'text', text, uses: variableReferences(text) });
      start = ++i;
    } else if (c === '{') {
      const close = closingBrace(css, i, to);
      const prelude = css.slice(start, i).trim();
      const body = css.slice(i + 1, close);
      const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
      if (atRule !== undefined) {
        nodes.push(GROUPS.has(atRule) ? { kind: 'group', prelude, children: parseStylesheet(css, i + 1, close) } : textNode(css.slice(start, close + 1).trim()));
      } else if (splitTopLevel(body, '{').length > 1) {
        nodes.push(textNode(css.slice(start, close + 1).trim())); // nested rules: kept as they are
      } else {
        nodes.push({
          kind: 'rule',
          selectors: splitTopLevel(prelude, ',').map(readSelector),
          declarations: splitTopLevel(body, ';')
            .filter((d) => d !== '')
            .map((text) => ({ text, defines: /^(--[\w-]+)\s*:/.exec(text)?.[1] ?? null, uses: variableReferences(text) })),
        });
      }
      i = close + 1;
      start = i;
    } else {
      i++;
    }
  }
  return nodes;
}

function textNode(text: string): CssNode {
  return { kind: 'text', text, uses: variableReferences(text) };
}

/** What `selector` needs of a page (see the top of this file). */
function readSelector(text: string): Selector {
  const selector: Selector = { text, classes: [], attributes: [], alternatives: [] };
  if (text.includes('\\')) return { ...selector, always: true }; // escaped names: not worth reading, keep
  // :host selectors match in shadow trees only, and the site's pages have none (Mantine writes
  // `:root, :host` for components used inside one).
  if (/^:host\b/.test(text)) return { ...selector, always: false };
  const { outer, alternatives } = splitFunctional(text);
  selector.alternatives = alternatives.map((list) => splitTopLevel(list, ',').map(readSelector));
  for (const m of outer.matchAll(/\[\s*([\w-]+)\s*(?:([~|^$*]?=)\s*("[^"]*"|'[^']*'|[^\]\s]*)\s*([is])?\s*)?\]/gi)) {
    const name = m[1].toLowerCase();
    if (!name.startsWith('data-')) continue;
    const exact = m[2] === '=' && m[4] === undefined;
    selector.attributes.push(exact ? { name, value: m[3].replace(/^(["'])(.*)\1$/, '$2') } : { name });
  }
  for (const m of outer.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) selector.classes.push(m[1]);
  return selector;
}

/** What of a page's HTML decides which rules it can match. */
interface PageFacts {
  classes: Set<string>;
  /** Names of the `data-*` attributes on the page's elements. */
  dataAttributes: Set<string>;
  /** `name=value` of those attributes. */
  dataValues: Set<string>;
  /** Custom properties the page's own markup and styles use (`var(--x)`). */
  variables: Set<string>;
}

function pageFacts(html: string): PageFacts {
  const facts: PageFacts = { classes: new Set(), dataAttributes: new Set(), dataValues: new Set(), variables: new Set(variableReferences(html)) };
  for (const tag of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const attribute of tag[0].matchAll(/\s([\w:.-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      const name = attribute[1].toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (name === 'class' && value !== undefined) for (const c of value.split(/\s+/)) if (c) facts.classes.add(c);
      if (name.startsWith('data-')) {
        facts.dataAttributes.add(name);
        if (value !== undefined) facts.dataValues.add(`${name}=${value}`);
      }
    }
  }
  return facts;
}

/**
 * The rules of `sheet` that `html` can match, as CSS text (see the top of this file). `html` is the
 * whole page, with its head and its other <style> elements, but without this stylesheet.
 */
export function criticalCss(sheet: CssNode[], html: string): string {
  const facts = pageFacts(html);
  const kept = keepMatching(sheet, facts);
  const used = usedVariables(kept, facts.variables);
  return serialize(kept, used);
}

function keepMatching(nodes: CssNode[], facts: PageFacts): CssNode[] {
  const out: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'rule') {
      const selectors = node.selectors.filter((s) => mayMatch(s, facts));
      if (selectors.length > 0) out.push({ ...node, selectors });
    } else if (node.kind === 'group') {
      const children = keepMatching(node.children, facts);
      // An @layer block is kept even empty: the order of first appearance is the layers' order.
      if (children.length > 0 || /^@layer/i.test(node.prelude)) out.push({ ...node, children });
    } else {
      out.push(node);
    }
  }
  return out;
}

/** False when the selector needs a class or a data attribute the page does not have. */
function mayMatch(selector: Selector, facts: PageFacts): boolean {
  if (selector.always !== undefined) return selector.always;
  for (const c of selector.classes) if (!facts.classes.has(c)) return false;
  for (const a of selector.attributes) {
    if (!facts.dataAttributes.has(a.name)) return false;
    if (a.value !== undefined && !facts.dataValues.has(`${a.name}=${a.value}`)) return false;
  }
  // :is(a, b) and :where(a, b) match when a or b does.
  return selector.alternatives.every((list) => list.some((s) => mayMatch(s, facts)));
}

/** The custom properties reachable from `roots` and from every ordinary declaration and kept text of `nodes`. */
function usedVariables(nodes: CssNode[], roots: Set<string>): Set<string> {
  const used = new Set(roots);
  const definitions = new Map<string, Declaration[]>();
  const visit = (list: CssNode[]): void => {
    for (const node of list) {
      if (node.kind === 'group') visit(node.children);
      else if (node.kind === 'text') for (const v of node.uses) used.add(v);
      else
        for (const declaration of node.declarations) {
          if (declaration.defines === null) for (const v of declaration.uses) used.add(v);
          else definitions.set(declaration.defines, [...(definitions.get(declaration.defines) ?? []), declaration]);
        }
    }
  };
  visit(nodes);
  const pending = [...used];
  while (pending.length > 0) {
    for (const declaration of definitions.get(pending.pop()!) ?? [])
      for (const v of declaration.uses)
        if (!used.has(v)) {
          used.add(v);
          pending.push(v);
        }
  }
  return used;
}

function serialize(nodes: CssNode[], variables: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'group') {
      const inner = serialize(node.children, variables);
      if (inner !== '' || /^@layer/i.test(node.prelude)) out += `${node.prelude}{${inner}}`;
    } else {
      const declarations = node.declarations.filter((d) => d.defines === null || variables.has(d.defines));
      if (declarations.length > 0) out += `${node.selectors.map((s) => s.text).join(',')}{${declarations.map((d) => d.text).join(';')}}`;
    }
  }
  return out;
}

function variableReferences(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
}

/** `text` split at `separator` where it is outside parentheses, brackets and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") i = afterString(text, i) - 1;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

/**
 * `selector` with the arguments of its functional pseudo-classes taken out (`a:not(.b)` → `a:not`),
 * and the arguments of its `:is()` and `:where()` (which match when one of them does).
 */
function splitFunctional(selector: string): { outer: string; alternatives: string[] } {
  let outer = '';
  const alternatives: string[] = [];
  let depth = 0;
  let start = 0;
  let keep = false;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '"' || c === "'") {
      const end = afterString(selector, i);
      if (depth === 0) outer += selector.slice(i, end);
      i = end - 1;
    } else if (c === '(') {
      if (depth++ === 0) {
        keep = /:(is|where|matches|-webkit-any)$/i.test(outer);
        start = i + 1;
      }
    } else if (c === ')') {
      if (depth > 0 && --depth === 0 && keep) alternatives.push(selector.slice(start, i));
    } else if (depth === 0) outer += c;
  }
  return { outer, alternatives };
}

/** The index after the string literal that starts at `i`. */
function afterString(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** The index of the `}` that closes the `{` at `open` (or `to - 1` if none does). */
function closingBrace(css: string, open: number, to: number): number {
  let depth = 0;
  for (let i = open; i < to; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = afterString(css, i) - 1;
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? to : end + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return to - 1;
}
