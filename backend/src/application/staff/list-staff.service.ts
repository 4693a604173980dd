import { Injectable } from '@nestjs/common';
import { validateActor } from '../../domain/booking/history.js';
import { ValidationError } from '../../domain/errors.js';
import { StaffRepository } from '../ports/staff.repository.js';
import { toStaffView, type StaffView } from './staff-view.js';

/** `rentals staff list`: every account, by name; and the account a CLI `--by` names. */
@Injectable()
export class ListStaffService {
  constructor(private readonly staff: StaffRepository) {}

  async execute(): Promise<StaffView[]> {
    return (await this.staff.list()).map(toStaffView);
  }

  /**
   * The active account `name` names (any case), as its own spelling: who a CLI change is recorded
   * as (`--by`, `RENTALS_STAFF`). Refused (field `by`) when there is none, listing the accounts.
   */
  async actor(name: string): Promise<string> {
    const typed = validateActor(name);
    const active = (await this.staff.list()).filter((s) => s.active);
    const found = active.find((s) => s.name.toLowerCase() === typed.toLowerCase());
    if (found) return found.name;
    const names = active.map((s) => s.name);
    const shown = typed.length > 40 ? `${typed.slice(0, 40)}…` : typed;
    const message =
      names.length === 0
        ? `no staff account is named "${shown}" and there are none yet: add one with rentals staff add <name> --email <address>`
        : `no staff account is named "${shown}": use one of ${names.join(', ')}`;
    throw new ValidationError([{ field: 'by', type: 'invalid', message }]);
  }
}
