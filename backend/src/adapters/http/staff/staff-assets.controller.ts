import { Controller, Get, NotFoundException, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HttpSettings } from '../http-settings.js';
import { readStaffScript, STAFF_CSS, StaffAssets, useStaffAssets } from './staff-assets.js';

/**
 * The back office's stylesheet and script (staff-assets.ts), read once at start: cached for good,
 * since the pages link them with a hash of their content.
 */
@Controller('staff/assets')
export class StaffAssetsController {
  private readonly assets: StaffAssets;

  constructor(settings: HttpSettings) {
    this.assets = new StaffAssets(STAFF_CSS, readStaffScript(settings.frontendDist));
    useStaffAssets(this.assets);
  }

  @Get('staff.css')
  css(@Res() res: Response): void {
    this.send(res, 'text/css', this.assets.css);
  }

  @Get('staff.js')
  js(@Res() res: Response): void {
    if (this.assets.script === null) throw new NotFoundException('The frontend build has no back-office script.');
    this.send(res, 'text/javascript', this.assets.script);
  }

  private send(res: Response, type: string, body: string): void {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${this.assets.version}"`);
    res.type(type).send(body);
  }
}
