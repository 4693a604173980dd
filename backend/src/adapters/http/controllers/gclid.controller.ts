import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, NotFoundException, Post, Query, UseGuards } from '@nestjs/common';
import { LatestClickService } from '../../../application/tracking/latest-click.service.js';
import { SaveClickService } from '../../../application/tracking/save-click.service.js';
import { GclidLatestQuery } from '../dto/gclid-latest.query.js';
import { GclidSaveDto } from '../dto/gclid-save.dto.js';
import { RateLimitGuard, RateLimited } from '../guards/rate-limit.guard.js';

/** Advertising click ids (gclid) saved per device, for attribution (docs/product.md §14). */
@ApiTags('click ids')
@Controller('api/gclid')
export class GclidController {
  constructor(
    private readonly saveClick: SaveClickService,
    private readonly latestClick: LatestClickService,
  ) {}

  @Post('save')
  @HttpCode(201)
  @RateLimited('click-id')
  @UseGuards(RateLimitGuard)
  async save(@Body() body: GclidSaveDto) {
    const saved = await this.saveClick.execute(body);
    return { id: saved.id, gclid: saved.gclid, createdAt: saved.createdAt };
  }

  @Get('latest')
  async latest(@Query() query: GclidLatestQuery) {
    const latest = await this.latestClick.execute(query.deviceFingerprint);
    if (!latest) throw new NotFoundException({ statusCode: 404, message: 'No click id saved for this device' });
    // Only the click id: devices alike (same phone model, language and time zone) share a
    // fingerprint, so the rest of the record (pages, referrer) would leak another visitor's browsing.
    return { gclid: latest.gclid };
  }
}
