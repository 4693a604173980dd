import { Module } from '@nestjs/common';
import { CoreModule } from '../../../core.module.js';
import { CarPhotosController } from './car-photos.controller.js';
import { StaffController } from './staff.controller.js';
import { StaffMoneyController } from './staff-money.controller.js';

/** The back office at /staff (docs/staff.md). */
@Module({
  imports: [CoreModule],
  // StaffController ends with the back office's catch-all 404: the controllers of sub-paths come before it.
  controllers: [StaffMoneyController, CarPhotosController, StaffController],
})
export class StaffHttpModule {}
