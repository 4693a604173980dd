import { Module } from '@nestjs/common';
import { StaffController } from './staff.controller.js';

/** The back office at /staff (docs/staff.md). */
@Module({
  controllers: [StaffController],
})
export class StaffHttpModule {}
