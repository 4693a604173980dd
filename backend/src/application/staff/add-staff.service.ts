import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { StaffConflictError, StaffNotFoundError } from '../../domain/errors.js';
import { parseNewStaff, SET_PASSWORD_LINK_HOURS, validateStaffName } from '../../domain/staff/staff-account.js';
import { Clock } from '../ports/clock.js';
import { StaffRepository } from '../ports/staff.repository.js';
import { SecretTokens } from '../ports/secret-tokens.js';
import { toStaffView, type StaffView } from './staff-view.js';

/**
 * `link`: the whole set-password link; only its path on the site (`linkComplete` false) when the
 * site's address is not known here (no PUBLIC_URL, no PORT: a guessed port would be a wrong link).
 */
export type StaffWithLink = { staff: StaffView; link: string; linkComplete: boolean; expiresAt: string };

/** The path of the set-password page for a link's token. */
const SET_PASSWORD_PATH = '/staff/set-password/';

/**
 * `rentals staff add`: a staff account and a one-time link (valid 24 hours) to set its password.
 * Only the link token's SHA-256 is stored, so the database alone cannot be used to take an account.
 */
@Injectable()
export class AddStaffService {
  private readonly logger = new Logger(AddStaffService.name);

  constructor(
    private readonly staff: StaffRepository,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly tokens: SecretTokens,
  ) {}

  async execute(input: { name: unknown; email: unknown; role?: unknown }): Promise<StaffWithLink> {
    const member = parseNewStaff(input);
    const now = this.clock.now();
    const { token, link } = this.newLink(now);
    const result = await this.staff.add(member, link, now);
    if (result.outcome === 'name-taken') throw new StaffConflictError(`A staff member named "${member.name}" exists already; choose another name`);
    if (result.outcome === 'email-taken') throw new StaffConflictError(`The address ${member.email} belongs to another staff member already`);
    this.logger.log(`staff member ${result.staff.name} added (${result.staff.role})`);
    return { staff: toStaffView(result.staff), ...this.url(token), expiresAt: link.expiresAt.toISOString() };
  }

  /** `rentals staff link <name>`: a new set-password link for an account (a forgotten password, an expired link). */
  async newPasswordLink(rawName: unknown): Promise<StaffWithLink> {
    const name = validateStaffName(rawName);
    const member = await this.staff.findByName(name);
    if (!member) throw new StaffNotFoundError(name);
    if (!member.active) throw new StaffConflictError(`${member.name} is disabled; a disabled account gets no new link`);
    const now = this.clock.now();
    const { token, link } = this.newLink(now);
    await this.staff.addLink(member.id, link);
    return { staff: toStaffView(member), ...this.url(token), expiresAt: link.expiresAt.toISOString() };
  }

  private newLink(now: Date) {
    const token = this.tokens.issue();
    return { token, link: { tokenHash: this.tokens.hash(token), createdAt: now, expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * 3_600_000) } };
  }

  /** PUBLIC_URL, else http://localhost:PORT when PORT is set, then the page's path; no link when neither is set. */
  private url(token: string): { link: string; linkComplete: boolean } {
    const origin = this.config.knownLinkOrigin;
    return { link: `${origin ?? ''}${SET_PASSWORD_PATH}${token}`, linkComplete: origin !== undefined };
  }
}
