import { Injectable, Logger } from '@nestjs/common';
import { StaffNotFoundError } from '../../domain/errors.js';
import { validateStaffName } from '../../domain/staff/staff-account.js';
import { Clock } from '../ports/clock.js';
import { StaffRepository } from '../ports/staff.repository.js';
import { toStaffView, type StaffView } from './staff-view.js';

/** `rentals staff disable`: the account can no longer sign in, and its sessions end at once. */
@Injectable()
export class DisableStaffService {
  private readonly logger = new Logger(DisableStaffService.name);

  constructor(
    private readonly staff: StaffRepository,
    private readonly clock: Clock,
  ) {}

  async execute(rawName: unknown): Promise<StaffView> {
    const name = validateStaffName(rawName);
    const member = await this.staff.disable(name, this.clock.now());
    if (!member) throw new StaffNotFoundError(name);
    this.logger.log(`staff member ${member.name} disabled`);
    return toStaffView(member);
  }
}
