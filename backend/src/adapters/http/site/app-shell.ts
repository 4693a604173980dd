import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isAdminPath } from './spa-routes.js';

/** Brand and contact settings the browser reads from `<meta name="app-config">` (frontend/src/lib/config.ts). */
export interface PublicAppConfig {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  companyAddress: string;
  videoIds: Record<string, string>;
  /** BOOKING_CONFIRM_HOURS: how long a pending booking holds its car (the thank-you page says so). */
  bookingConfirmHours: number;
}

export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';

/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function configMetaTag(config: PublicAppConfig): string {
  return `<meta name="app-config" content="${escapeAttribute(JSON.stringify(config))}">`;
}

/**
 * The SPA's index.html with the run-time configuration written in. The two variants (public pages,
 * admin pages with noindex) are rendered once and kept until index.html changes (a rebuild of the
 * frontend while the server runs then serves the new asset names at once).
 */
export class AppShell {
  private pages?: Promise<{ public: string; admin: string }>;
  private renderedMtime = -1;

  constructor(
    private readonly distDir: string,
    private readonly config: PublicAppConfig,
  ) {}

  /** The HTML for a path; rejects when the frontend has not been built. */
  async html(pathname: string): Promise<string> {
    const mtime = (await stat(join(this.distDir, 'index.html'))).mtimeMs;
    if (mtime !== this.renderedMtime) {
      this.pages = undefined;
      this.renderedMtime = mtime;
    }
    this.pages ??= this.render().catch((err: unknown) => {
      this.pages = undefined; // the build may appear later (npm run build -w frontend): try again next time
      throw err;
    });
    const pages = await this.pages;
    return isAdminPath(pathname) ? pages.admin : pages.public;
  }

  private async render(): Promise<{ public: string; admin: string }> {
    const template = await readFile(join(this.distDir, 'index.html'), 'utf8');
    const meta = configMetaTag(this.config);
    const withConfig = template.includes(APP_CONFIG_PLACEHOLDER)
      ? template.replace(APP_CONFIG_PLACEHOLDER, meta)
      : template.replace('</head>', `  ${meta}\n  </head>`);
    return {
      public: withConfig,
      admin: withConfig.replace(meta, `${meta}\n    <meta name="robots" content="noindex">`),
    };
  }
}
