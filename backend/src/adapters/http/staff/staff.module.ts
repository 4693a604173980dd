import { Module } from '@nestjs/common';
import { CoreModule } from '../../../core.module.js';
import { CarPhotosController } from './car-photos.controller.js';
import { StaffController } from './staff.controller.js';

/** The back office at /staff (docs/staff.md). */
@Module({
  imports: [CoreModule],
  // StaffController ends with a catch-all 404: the controllers of sub-paths come before it.
  controllers: [CarPhotosController, StaffController],
})
export class StaffHttpModule {}
