import { Module } from '@nestjs/common';
import { CoreModule } from '../../../core.module.js';
import { StaffController } from './staff.controller.js';

/** The back office at /staff (DESIGN §7.4). */
@Module({
  imports: [CoreModule],
  controllers: [StaffController],
})
export class StaffHttpModule {}
