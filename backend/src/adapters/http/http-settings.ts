import type { PublicAppConfig } from './site/app-shell.js';

/**
 * What the HTTP layer needs from the configuration, resolved once at start
 * (built from the core's configuration in http.module.ts).
 */
export abstract class HttpSettings {
  /** Directory of the built frontend (index.html, assets/). */
  abstract readonly frontendDist: string;
  abstract readonly publicConfig: PublicAppConfig;
}
