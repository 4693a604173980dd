import { Injectable } from '@nestjs/common';
import { LOCKOUT_WINDOW_MINUTES, SESSION_IDLE_HOURS, SESSION_MAX_DAYS } from '../../domain/staff/staff-account.js';
import { Clock } from '../ports/clock.js';
import { StaffRepository, type StaffSession } from '../ports/staff.repository.js';
import { SecretTokens } from '../ports/secret-tokens.js';
import { isTokenShaped } from './staff-view.js';

/** A session is written back at most this often (each request would otherwise be a write). */
const TOUCH_EVERY_MS = 60_000;

/** The session behind a cookie: found while its account is active, it was used within 12 hours and began within 7 days. */
@Injectable()
export class StaffSessionService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly clock: Clock,
    private readonly tokens: SecretTokens,
  ) {}

  async find(token: unknown): Promise<StaffSession | null> {
    if (!isTokenShaped(token)) return null;
    const now = this.clock.now();
    const hash = this.tokens.hash(token);
    const session = await this.staff.findSession(hash, idleSince(now), startedSince(now));
    if (session && now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.staff.touchSession(hash, now);
    return session;
  }

  async signOut(token: unknown): Promise<void> {
    if (isTokenShaped(token)) await this.staff.deleteSession(this.tokens.hash(token));
  }

  /** The daily clean-up: ended sessions, spent links, wrong passwords outside the lockout window. */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now();
    return this.staff.purgeExpired(idleSince(now), startedSince(now), now, new Date(now.getTime() - LOCKOUT_WINDOW_MINUTES * 60_000));
  }
}

const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_HOURS * 3_600_000);
const startedSince = (now: Date) => new Date(now.getTime() - SESSION_MAX_DAYS * 86_400_000);
