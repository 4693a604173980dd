import { Injectable } from '@nestjs/common';
import { StaffRepository } from '../ports/staff.repository.js';
import { toStaffView, type StaffView } from './staff-view.js';

/** `rentals staff list`: every account, by name. */
@Injectable()
export class ListStaffService {
  constructor(private readonly staff: StaffRepository) {}

  async execute(): Promise<StaffView[]> {
    return (await this.staff.list()).map(toStaffView);
  }
}
