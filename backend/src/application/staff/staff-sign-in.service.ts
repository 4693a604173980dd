import { Injectable, Logger } from '@nestjs/common';
import { SignInRefusedError } from '../../domain/errors.js';
import {
  LOCKOUT_FAILURES,
  LOCKOUT_MINUTES,
  LOCKOUT_WINDOW_MINUTES,
  minutesLeft,
  SIGN_IN_MESSAGES,
  PASSWORD_MAX_LENGTH,
  type StaffMember,
} from '../../domain/staff/staff-account.js';
import { Clock } from '../ports/clock.js';
import { PasswordHasher } from '../ports/password-hasher.js';
import { StaffRepository } from '../ports/staff.repository.js';
import { SecretTokens } from '../ports/secret-tokens.js';

/** A new session: the cookie's token (only its hash is stored) and the token its forms carry. */
export type SignedIn = { staff: StaffMember; sessionToken: string; csrfToken: string };

// Checked when the name is unknown, so that an unknown name takes as long as a wrong password.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2cN2Bq9h3b7Q0Zb0fNwGQm5t3kqkq9iQmU0p2yJ7mWw';

/**
 * Signing in at /staff/login with a name (or e-mail address) and password. Wrong passwords are
 * counted per account and client address: five within 15 minutes from one address lock that
 * account for that address for 15 minutes (even the right password is refused there), while its
 * staff member still signs in from elsewhere. A name that is no account is counted and answered
 * the same way, and a dummy hash is verified for it, so nothing tells which names exist
 * (docs/staff.md).
 */
@Injectable()
export class StaffSignInService {
  private readonly logger = new Logger(StaffSignInService.name);

  constructor(
    private readonly staff: StaffRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly tokens: SecretTokens,
  ) {}

  /** `client`: the client address as the rate limits count it (IPv6 per /64). */
  async execute(rawName: unknown, rawPassword: unknown, client: string): Promise<SignedIn> {
    const name = typeof rawName === 'string' ? rawName.trim().replace(/\s+/g, ' ') : '';
    const password = typeof rawPassword === 'string' ? rawPassword : '';
    const refused = () => new SignInRefusedError(SIGN_IN_MESSAGES.credentials, 'credentials');
    if (!name || !password || [...name].length > 254 || [...password].length > PASSWORD_MAX_LENGTH) throw refused();
    // Looked up whatever its length, so that an unknown name costs the same queries as a known one.
    const member = await this.staff.findByName(name);
    const now = this.clock.now();
    const key = { name: member ? `staff:${member.id}` : `name:${name.toLowerCase()}`, client };
    const lockedUntil = await this.staff.lockedUntil(key, now);
    if (lockedUntil) throw new SignInRefusedError(SIGN_IN_MESSAGES.locked(minutesLeft(now, lockedUntil)), 'locked');
    const usable = member && member.active && member.passwordHash;
    const ok = await this.hasher.verify(usable ? member.passwordHash! : DUMMY_HASH, password);
    if (!usable || !ok) {
      const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
      const locked = await this.staff.recordFailure(key, now, new Date(now.getTime() - LOCKOUT_WINDOW_MINUTES * 60_000), LOCKOUT_FAILURES, lockUntil);
      if (locked) {
        if (member) this.logger.warn(`staff account ${member.name} locked for one client address for ${LOCKOUT_MINUTES} minutes after ${LOCKOUT_FAILURES} wrong passwords`);
        throw new SignInRefusedError(SIGN_IN_MESSAGES.locked(LOCKOUT_MINUTES), 'locked');
      }
      throw refused();
    }
    await this.staff.clearFailures(key);
    const sessionToken = this.tokens.issue();
    const csrfToken = this.tokens.issue();
    await this.staff.createSession(this.tokens.hash(sessionToken), member.id, csrfToken, now);
    this.logger.log(`staff member ${member.name} signed in`);
    return { staff: member, sessionToken, csrfToken };
  }
}
