import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FAKE_ASSET = '/assets/index-T3stH4sh.js';
export const FAKE_ASSET_BODY = 'console.log("fake frontend build");\n';

/**
 * A tiny stand-in for frontend/dist (the real build may not exist when the API tests run):
 * index.html with the config placeholder, one hashed asset, a favicon and robots.txt.
 */
export function createFakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rentals-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'images'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Test shell</title>
    <!--app-config-->
    <script type="module" crossorigin src="${FAKE_ASSET}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`,
  );
  writeFileSync(join(dir, FAKE_ASSET), FAKE_ASSET_BODY);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n\nSitemap: /sitemap.xml\n');
  writeFileSync(
    join(dir, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/</loc></url><url><loc>/privacy-policy</loc></url></urlset>\n',
  );
  writeFileSync(join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
