import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { STAFF_ASSET_VERSION, STAFF_CSS, STAFF_JS } from './staff-assets.js';

/** The back office's stylesheet and script: cached for good, their URLs carry a hash of their content. */
@Controller('staff/assets')
export class StaffAssetsController {
  @Get('staff.css')
  css(@Res() res: Response): void {
    asset(res, 'text/css', STAFF_CSS);
  }

  @Get('staff.js')
  js(@Res() res: Response): void {
    asset(res, 'text/javascript', STAFF_JS);
  }
}

function asset(res: Response, type: string, body: string): void {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', `"${STAFF_ASSET_VERSION}"`);
  res.type(type).send(body);
}
