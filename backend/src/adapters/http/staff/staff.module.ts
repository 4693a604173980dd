import { Module } from '@nestjs/common';
import { CoreModule } from '../../../core.module.js';
import { StaffController } from './staff.controller.js';
import { StaffPricesController } from './prices.controller.js';

/** The back office at /staff (docs/staff.md). */
@Module({
  imports: [CoreModule],
  // The prices' routes before StaffController's catch-all 404.
  controllers: [StaffPricesController, StaffController],
})
export class StaffHttpModule {}
