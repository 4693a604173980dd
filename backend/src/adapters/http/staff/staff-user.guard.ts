import { BadRequestException, createParamDecorator, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { StaffSessionService } from '../../../application/staff/staff-session.service.js';
import type { StaffRole } from '../../../domain/staff/staff-account.js';
import { CSRF_FIELD, csrfMatches, readCookie, SESSION_COOKIE } from './staff-auth.js';
import type { PageUser } from './staff-pages.js';

export const SIGNED_OUT = 'You are signed out. Sign in again, then repeat what you did.';
export const CSRF_REFUSED = 'This form has expired or did not come from this site. Go back, reload the page and try again.';

/**
 * Why the back office does not run a route for this request; the staff page filter answers it
 * (staff-page.filter.ts): `sign-in` is a 303 to the sign-in page, the others a 403 page.
 */
export class StaffRefusal extends Error {
  constructor(
    readonly kind: 'sign-in' | 'signed-out' | 'form-token' | 'role',
    readonly user?: PageUser,
    readonly role?: RoleRule,
  ) {
    super(kind);
  }
}

/** Who may use a route: the signed-in staff (the default), or anyone (the sign-in pages, the 404). */
const ACCESS = 'staff:access';
/** The form token of the route's POST is checked by the handler once the multipart body is read. */
const TOKEN_AFTER_UPLOAD = 'staff:token-after-upload';
const ROLES = 'staff:roles';

/** The roles that may use a route, and what the others are told (with a link onwards). */
export type RoleRule = { roles: StaffRole[]; refusal: string; link?: [string, string] };

/** A route anyone may use; `@OptionalStaffUser()` gives the signed-in staff member if there is one. */
export const Anyone = () => SetMetadata(ACCESS, 'anyone');
/** An upload route: the guard signs the staff member in before a byte is read; the handler checks the form token (`assertFormToken`). */
export const FormTokenAfterUpload = () => SetMetadata(TOKEN_AFTER_UPLOAD, true);
/** Only these roles (e.g. `@Roles(['manager'], 'Only a manager sees the cash count.')`): 403 with `refusal` for the others. */
export const Roles = (roles: StaffRole[], refusal: string, link?: [string, string]) => SetMetadata(ROLES, { roles, refusal, link } satisfies RoleRule);

const USERS = new WeakMap<Request, PageUser>();

/**
 * Throws the 403 of a form whose token is missing or wrong, and the 400 of a form with a field sent
 * more than once (every staff form has one value per field: `payAmount` twice silently recorded no
 * payment), except a list named so (`cars[]`: a season's ticked cars). Every staff form passes here: the guard, or the upload's handler once its body is read.
 */
export function assertFormToken(body: unknown, user: PageUser): void {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!csrfMatches(fields[CSRF_FIELD], user.csrf)) throw new StaffRefusal('form-token');
  const repeated = Object.keys(fields).find((name) => Array.isArray(fields[name]) && !name.endsWith('[]'));
  if (repeated !== undefined) throw new BadRequestException(`The field "${repeated.slice(0, 40)}" was sent more than once: send each field once.`);
}

/**
 * Signs the staff member in from the session cookie for every back-office route. A page (GET)
 * without a session is sent to the sign-in page; a form (any other method) is refused with 403,
 * as is one without its session's form token. `@Roles` turns other roles away with 403.
 */
@Injectable()
export class StaffUserGuard implements CanActivate {
  constructor(
    private readonly sessions: StaffSessionService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const targets = [context.getHandler(), context.getClass()];
    const session = await this.sessions.find(readCookie(req, SESSION_COOKIE));
    const user = session ? { staff: session.staff, csrf: session.csrfToken } : undefined;
    if (user) USERS.set(req, user);
    if (this.reflector.getAllAndOverride<string>(ACCESS, targets) === 'anyone') return true;
    const form = req.method !== 'GET' && req.method !== 'HEAD';
    if (!user) throw new StaffRefusal(form ? 'signed-out' : 'sign-in');
    if (form && !this.reflector.getAllAndOverride<boolean>(TOKEN_AFTER_UPLOAD, targets)) assertFormToken(req.body, user);
    const rule = this.reflector.getAllAndOverride<RoleRule | undefined>(ROLES, targets);
    if (rule && !rule.roles.includes(user.staff.role)) throw new StaffRefusal('role', user, rule);
    return true;
  }
}

/** The signed-in staff member of a route under StaffUserGuard. */
export const StaffUser = createParamDecorator((_data: unknown, context: ExecutionContext): PageUser => {
  const user = USERS.get(context.switchToHttp().getRequest<Request>());
  if (!user) throw new Error('@StaffUser() on a route without StaffUserGuard, or with @Anyone()');
  return user;
});

/** The signed-in staff member on an `@Anyone()` route, if there is one. */
export const OptionalStaffUser = createParamDecorator((_data: unknown, context: ExecutionContext): PageUser | undefined => USERS.get(context.switchToHttp().getRequest<Request>()));

/** The signed-in staff member of a request the guard let through (for the exception filters). */
export function staffUserOf(req: Request): PageUser | undefined {
  return USERS.get(req);
}
