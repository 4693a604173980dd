import { Module } from '@nestjs/common';
import { CoreModule } from '../../../core.module.js';
import { StaffController } from './staff.controller.js';
import { StaffMoneyController } from './staff-money.controller.js';

/** The back office at /staff (docs/staff.md). */
@Module({
  imports: [CoreModule],
  // StaffMoneyController first: StaffController ends with the back office's catch-all 404.
  controllers: [StaffMoneyController, StaffController],
})
export class StaffHttpModule {}
