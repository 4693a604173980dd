import { escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["O'Neil & sons", 'O&#39;Neil &amp; sons'],
    [`<a href="x">'&'</a>`, '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'],
    ['https://example.com/ru/?a=1&b=2', 'https://example.com/ru/?a=1&amp;b=2'],
    ['Тбилиси → Батуми', 'Тбилиси → Батуми'],
    [42, '42'],
    [null, ''],
    [undefined, ''],
  ])('escapeHtml(%j) is %j', (raw, escaped) => expect(escapeHtml(raw)).toBe(escaped));
});
