import { ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import { HttpSettings } from '../http-settings.js';
import type { PublicAppConfig } from '../site/app-shell.js';

/** The brand and contact settings the pages use (the same JSON the shell carries in <meta name="app-config">). */
@ApiTags('site')
@Controller('api/config')
export class SiteConfigController {
  constructor(private readonly settings: HttpSettings) {}

  @Get()
  get(): PublicAppConfig {
    return this.settings.publicConfig;
  }
}
