import { compileCriticalCssPlan } from './critical-css-plan.js';
import { CriticalCss } from './critical-css.js';

/** What a page inlines of `css`, compiled as the frontend build compiles the stylesheet. */
const critical = (css: string, html: string) => new CriticalCss(compileCriticalCssPlan(css, '/assets/style.css').plan).for(html);

describe('critical CSS: the rules of the stylesheet a page can match (beasties)', () => {
  const PAGE =
    '<html data-mantine-color-scheme="light"><head><style>.inline{padding:var(--from-page)}</style></head>' +
    '<body><div class="card big" data-variant="filled" data-open><a class=link href="/x">x</a></div><details><summary>s</summary></details></body></html>';

  it.each([
    // Selectors
    ['a rule whose classes are all on one element', '.card.big .link{color:red}', '.card.big .link{color:red}'],
    ['a rule needing a class that is not on the page', '.card .missing{color:red}', ''],
    ['a rule for elements that are on the page', 'a,body{margin:0}', 'a,body{margin:0}'],
    ['a rule for an element that is not', 'section{margin:0}', ''],
    ['only the selectors that can match, of a list', '.card,.missing{color:red}', '.card{color:red}'],
    ['a data attribute with the value the page has', '.card[data-variant=filled]{color:red}', '.card[data-variant=filled]{color:red}'],
    ['quoted values', '.card[data-variant="filled"]{color:red}', '.card[data-variant="filled"]{color:red}'],
    ['a data attribute with another value', '.card[data-variant=outline]{color:red}', ''],
    ['an attribute the page does not have (scripts set it later)', '[data-hydrated] .card{color:red}', ''],
    ['a data attribute present without a value', '.card[data-open]{color:red}', '.card[data-open]{color:red}'],
    ['a prefix match on an attribute that is there', '[data-variant^=fi]{color:red}', '[data-variant^=fi]{color:red}'],
    ['combinators that match', 'div>a.link{color:red}.card+details{color:red}', 'div>a.link{color:red}.card+details{color:red}'],
    ['combinators that do not', 'p>a.link{color:red}details+.card{color:red}', ''],
    ['pseudo-classes are not read (:hover, :not)', '.card:hover{color:red}.card:not(.missing){color:red}.missing:hover{color:red}', '.card:hover{color:red}.card:not(.missing){color:red}'],
    [':host selectors (shadow trees only)', ':root,:host{--a:1;color:var(--a)}', ':root{--a:1;color:var(--a)}'],
    // The colour scheme
    ['the light colour scheme, not the dark one', ':root[data-mantine-color-scheme=light]{color:#000}:root[data-mantine-color-scheme=dark]{color:#fff}', ':root[data-mantine-color-scheme=light]{color:#000}'],
    ['the dark scheme inside :where() too (Mantine writes it so)', ':where([data-mantine-color-scheme=dark]) .card{color:#fff}.card,[data-mantine-color-scheme="dark"] .link{color:#000}', '.card{color:#000}'],
    ['an attribute the browser sets by itself (open), kept', 'details[open] summary{color:red}', 'details[open] summary{color:red}'],
    ['a whole block hidden until its end arrives, kept (no finished page matches it)', '[data-whole]:not(:has(>[data-whole-end])){visibility:hidden}', '[data-whole]:not(:has(>[data-whole-end])){visibility:hidden}'],
    // At-rules
    ['a @media rule with what can match', '@media (width>=48em){.card{color:red}.missing{color:blue}}', '@media (width>=48em){.card{color:red}}'],
    ['a @media rule with nothing that can match', '@media (width>=48em){.missing{color:blue}}', ''],
    ['nested groups', '@supports (display:grid){@media print{.link{color:red}.x{color:red}}}', '@supports (display:grid){@media print{.link{color:red}}}'],
    ['an empty @layer block (its position orders the layers)', '@layer base{.missing{color:red}}.card{color:red}', '@layer base{}.card{color:red}'],
    ['statement at-rules', '@layer a,b;.card{color:red}', '@layer a,b;.card{color:red}'],
    ['@keyframes a kept rule uses', '@keyframes spin{to{transform:rotate(1turn)}}.card{animation:spin 1s}', '@keyframes spin{to{transform:rotate(1turn)}}.card{animation:spin 1s}'],
    ['@keyframes only a dropped rule uses', '@keyframes spin{to{transform:rotate(1turn)}}.missing{animation:spin 1s}', ''],
    ['comments dropped, strings kept', '/* .card{} */.card:after{content:"}{;"}', '.card:after{content:"}{;"}'],
    ['a brace inside a string in a dropped rule', '.missing:after{content:"{"}.card{color:red}', '.card{color:red}'],
    // Custom properties
    ['custom properties nothing refers to are dropped', ':root{--used:1px;--unused:2px}.card{margin:var(--used)}', ':root{--used:1px}.card{margin:var(--used)}'],
    ['a variable used by a kept variable is kept, transitively', ':root{--a:var(--b);--b:var(--c);--c:1px;--d:2px}.card{margin:var(--a)}', ':root{--a:var(--b);--b:var(--c);--c:1px}.card{margin:var(--a)}'],
    ['a fallback variable counts as used', ':root{--a:1px;--b:2px}.card{margin:var(--a,var(--b))}', ':root{--a:1px;--b:2px}.card{margin:var(--a,var(--b))}'],
    ["variables the page's own styles use", ':root{--from-page:1px;--other:2px}', ':root{--from-page:1px}'],
    ['variables only a dropped rule used', ':root{--a:1px}.missing{margin:var(--a)}', ''],
    ['variables a kept @keyframes uses', ':root{--a:1px}@keyframes k{to{margin:var(--a)}}.card{animation:k 1s}', ':root{--a:1px}@keyframes k{to{margin:var(--a)}}.card{animation:k 1s}'],
    ['a group left with no variable goes', '@media (width>=48em){:root{--unused:1px}}.card{color:red}', '.card{color:red}'],
    ['values with semicolons in strings', ':root{--a:"a;b";--b:2px}.card{content:var(--a)}', ':root{--a:"a;b"}.card{content:var(--a)}'],
  ])('%s', (_what, css, expected) => {
    expect(critical(css, PAGE)).toBe(expected);
  });

  it("rebases the stylesheet's relative URLs: inline, they resolve against the page", () => {
    expect(critical('.card{background:url(pic.svg)}', PAGE)).toBe('.card{background:url(/assets/pic.svg)}');
  });

  it('reads classes from single-quoted and unquoted attributes too', () => {
    expect(critical('.a{color:red}.b{color:red}.c{color:red}', `<p class='a'></p><p class=b></p>`)).toBe('.a{color:red}.b{color:red}');
  });

  it('keeps the cascade: what it keeps is in the order of the stylesheet', () => {
    expect(critical('.card{color:red}a{color:blue}.card{color:green}', PAGE)).toBe('.card{color:red}a{color:blue}.card{color:green}');
  });

  it('gives pages of the same shape the same CSS, and another shape its own', () => {
    const sheet = new CriticalCss(compileCriticalCssPlan(':root{--a:1px;--b:2px}.x{margin:var(--a)}.y{color:red}', '/assets/style.css').plan);
    expect(sheet.for('<p class="x">one</p>')).toBe(':root{--a:1px}.x{margin:var(--a)}');
    expect(sheet.for('<p class="x">two</p>')).toBe(':root{--a:1px}.x{margin:var(--a)}');
    expect(sheet.for('<p class="x" style="padding:var(--b)">three</p>')).toBe(':root{--a:1px;--b:2px}.x{margin:var(--a)}');
    expect(sheet.for('<p class="y">four</p>')).toBe('.y{color:red}');
  });
});
