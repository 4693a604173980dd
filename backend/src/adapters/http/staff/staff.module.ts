import { Module } from '@nestjs/common';
import { CoreModule } from '../../../core.module.js';
import { StaffController } from './staff.controller.js';

/** The back office at /staff (docs/staff.md). */
@Module({
  imports: [CoreModule],
  controllers: [StaffController],
})
export class StaffHttpModule {}
