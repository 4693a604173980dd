import { Injectable, Logger } from '@nestjs/common';
import { SignInRefusedError } from '../../domain/errors.js';
import { SIGN_IN_MESSAGES, validateNewPassword, type StaffMember } from '../../domain/staff/staff-account.js';
import { Clock } from '../ports/clock.js';
import { PasswordHasher } from '../ports/password-hasher.js';
import { StaffRepository } from '../ports/staff.repository.js';
import { SecretTokens } from '../ports/secret-tokens.js';
import { isTokenShaped } from './staff-view.js';

/** The set-password page: a one-time link (24 hours) lets a staff member choose their password. */
@Injectable()
export class SetStaffPasswordService {
  private readonly logger = new Logger(SetStaffPasswordService.name);

  constructor(
    private readonly staff: StaffRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly tokens: SecretTokens,
  ) {}

  /** Whose link this is; SignInRefusedError when it is unknown, used or expired. */
  async check(token: unknown): Promise<StaffMember> {
    const member = isTokenShaped(token) ? await this.staff.findLink(this.tokens.hash(token), this.clock.now()) : null;
    if (!member) throw new SignInRefusedError(SIGN_IN_MESSAGES.link, 'link');
    return member;
  }

  async execute(token: unknown, password: unknown, repeat: unknown): Promise<StaffMember> {
    const member = await this.check(token);
    const valid = validateNewPassword(password, repeat);
    const hash = await this.hasher.hash(valid);
    if (!(await this.staff.usePasswordLink(this.tokens.hash(token as string), hash, this.clock.now()))) throw new SignInRefusedError(SIGN_IN_MESSAGES.link, 'link');
    this.logger.log(`staff member ${member.name} set a password`);
    return member;
  }
}
