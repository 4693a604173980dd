import { criticalCss, parseStylesheet } from './critical-css.js';

const critical = (css: string, html: string) => criticalCss(parseStylesheet(css), html);

describe('criticalCss: the rules a page can match', () => {
  const PAGE =
    '<html data-mantine-color-scheme="light"><head><style>.inline{padding:var(--from-page)}</style></head>' +
    '<body><div class="card big" data-variant="filled" data-open><a class=link href="/x">x</a></div><details><summary>s</summary></details></body></html>';

  it.each([
    ['a rule whose classes are all on the page', '.card.big .link{color:red}', '.card.big .link{color:red}'],
    ['a rule needing a class that is not', '.card .missing{color:red}', ''],
    ['a rule without classes', 'a,body{margin:0}', 'a,body{margin:0}'],
    ['only the selectors that can match, of a list', '.card,.missing{color:red}', '.card{color:red}'],
    ['a data attribute with the value the page has', '.card[data-variant=filled]{color:red}', '.card[data-variant=filled]{color:red}'],
    ['quoted values', '.card[data-variant="filled"]{color:red}', '.card[data-variant="filled"]{color:red}'],
    ['a data attribute with another value', '.card[data-variant=outline]{color:red}', ''],
    ['a data attribute the page does not have', '[data-hydrated] .card{color:red}', ''],
    ['a data attribute present without a value', '.card[data-open]{color:red}', '.card[data-open]{color:red}'],
    ['a prefix match on a data attribute that is there', '[data-variant^=fi]{color:red}', '[data-variant^=fi]{color:red}'],
    ['the light colour scheme, not the dark one', ':root[data-mantine-color-scheme=light]{color:#000}:root[data-mantine-color-scheme=dark]{color:#fff}', ':root[data-mantine-color-scheme=light]{color:#000}'],
    ['an attribute the browser sets by itself (open)', 'details[open] summary{color:red}', 'details[open] summary{color:red}'],
    ['classes inside :not() (true when absent)', '.card:not(.missing){color:red}', '.card:not(.missing){color:red}'],
    ['classes and attributes inside :not() and :has() (not read)', '.card:not([data-missing]):has(.missing){color:red}', '.card:not([data-missing]):has(.missing){color:red}'],
    [':where() with no selector that can match', '.card:where([data-disabled],.missing){color:red}', ''],
    [':where() with one selector that can match', '.card:where([data-disabled],.link){color:red}', '.card:where([data-disabled],.link){color:red}'],
    [':where() with :not() inside', '.card:hover:where(:not([data-loading],:disabled)){color:red}', '.card:hover:where(:not([data-loading],:disabled)){color:red}'],
    [':is() and :where() around a scheme: the dark one dropped', ':where([data-mantine-color-scheme=dark]) .card{color:#fff}:is([data-mantine-color-scheme=light]) .card{color:#000}', ':is([data-mantine-color-scheme=light]) .card{color:#000}'],
    [':host selectors (shadow trees only)', ':root,:host{--a:1;color:var(--a)}', ':root{--a:1;color:var(--a)}'],
    ['an escaped class name (kept, not read)', '.md\\:flex{display:flex}', '.md\\:flex{display:flex}'],
    ['a @media rule with what can match', '@media (width>=48em){.card{color:red}.missing{color:blue}}', '@media (width>=48em){.card{color:red}}'],
    ['a @media rule with nothing that can match', '@media (width>=48em){.missing{color:blue}}', ''],
    ['nested groups', '@supports (display:grid){@media print{.link{color:red}.x{color:red}}}', '@supports (display:grid){@media print{.link{color:red}}}'],
    ['an empty @layer block (its position orders the layers)', '@layer base{.missing{color:red}}.card{color:red}', '@layer base{}.card{color:red}'],
    ['@keyframes and @font-face as they are', '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}', '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}'],
    ['statement at-rules', '@layer a,b;.card{color:red}', '@layer a,b;.card{color:red}'],
    ['comments dropped, strings kept', '/* .card{} */.card:after{content:"}{;"}', '.card:after{content:"}{;"}'],
    ['a rule with nested rules, as it is (not read)', '.missing{color:red;&:hover{color:blue}}', '.missing{color:red;&:hover{color:blue}}'],
    ['a brace inside a string in a dropped rule', '.missing:after{content:"{"}.card{color:red}', '.card{color:red}'],
    // Custom properties
    ['custom properties nothing refers to are dropped', ':root{--used:1px;--unused:2px}.card{margin:var(--used)}', ':root{--used:1px}.card{margin:var(--used)}'],
    ['a variable used by a kept variable is kept, transitively', ':root{--a:var(--b);--b:var(--c);--c:1px;--d:2px}.card{margin:var(--a)}', ':root{--a:var(--b);--b:var(--c);--c:1px}.card{margin:var(--a)}'],
    ['a fallback variable counts as used', ':root{--a:1px;--b:2px}.card{margin:var(--a,var(--b))}', ':root{--a:1px;--b:2px}.card{margin:var(--a,var(--b))}'],
    ["variables the page's own styles use", ':root{--from-page:1px;--other:2px}', ':root{--from-page:1px}'],
    ['variables only a dropped rule used', ':root{--a:1px}.missing{margin:var(--a)}', ''],
    ['variables a kept @keyframes uses', ':root{--a:1px}@keyframes k{to{margin:var(--a)}}', ':root{--a:1px}@keyframes k{to{margin:var(--a)}}'],
    ['values with semicolons in strings and parentheses', ':root{--a:url("a;b");--b:2px}.card{background:var(--a)}', ':root{--a:url("a;b")}.card{background:var(--a)}'],
  ])('%s', (_what, css, expected) => {
    expect(critical(css, PAGE)).toBe(expected);
  });

  it('reads classes from single-quoted and unquoted attributes too', () => {
    expect(critical('.a{color:red}.b{color:red}.c{color:red}', `<p class='a'></p><p class=b></p>`)).toBe('.a{color:red}.b{color:red}');
  });

  it('keeps the cascade: what it keeps is in the order of the stylesheet', () => {
    expect(critical('.card{color:red}a{color:blue}.card{color:green}', PAGE)).toBe('.card{color:red}a{color:blue}.card{color:green}');
  });
});
