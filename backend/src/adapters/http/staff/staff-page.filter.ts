import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError } from '../../../domain/errors.js';
import { PHOTO_MAX_BYTES } from '../../../domain/handover/handover.js';
import { domainErrorToHttp } from '../../errors/domain-error-mapping.js';
import { HttpErrorFilter } from '../errors/http-error.filter.js';
import { clearCookie, readCookie, SESSION_COOKIE } from './staff-auth.js';
import { messagePage, type PageUser } from './staff-pages.js';
import { seeOther, sendPage } from './staff-responses.js';
import { CSRF_REFUSED, SIGNED_OUT, staffUserOf, StaffRefusal } from './staff-user.guard.js';

/** The signed-in staff member of a refusal on a route the guard signs in (never missing there). */
export function signedIn(user: PageUser | undefined): PageUser {
  if (!user) throw new Error('a staff page refusal without a signed-in staff member');
  return user;
}

/** A page and its status. */
export type StaffAnswer = { status: number; page: string };

/** What a route's page for a domain refusal is made from: the request, the status the error's code maps to, the signed-in staff member. */
export type RefusalContext = { req: Request; res: Response; status: number; user: PageUser | undefined };

/** The back office's page for a refusal of the domain when the route has none of its own: the reason, with the error's status. */
function domainErrorAnswer(error: DomainError, user: PageUser | undefined, title = 'Not found'): StaffAnswer {
  return { status: domainErrorToHttp(error).status, page: messagePage({ title, text: error.message, user, link: ['/staff/bookings', 'Bookings'] }) };
}

function refusalAnswer(refusal: StaffRefusal, req: Request, res: Response): StaffAnswer | null {
  if (refusal.kind === 'sign-in') {
    if (readCookie(req, SESSION_COOKIE) !== undefined) clearCookie(req, res, SESSION_COOKIE);
    seeOther(res, '/staff/login');
    return null;
  }
  // A refused upload is not read: the connection ends with the answer instead of taking the body.
  if (req.is('multipart/form-data')) res.setHeader('Connection', 'close');
  if (refusal.kind === 'role') {
    return { status: 403, page: messagePage({ title: 'Not allowed', text: refusal.role?.refusal ?? 'Not allowed.', user: refusal.user, link: refusal.role?.link }) };
  }
  return { status: 403, page: messagePage({ title: 'Not accepted', text: refusal.kind === 'signed-out' ? SIGNED_OUT : CSRF_REFUSED, link: ['/staff/login', 'Sign in'] }) };
}

/**
 * Every staff controller's answer to what stops a route, as a back-office page: the guard's
 * refusals (sign-in, 403), HTTP errors raised before a handler runs (an upload over the limits)
 * and the domain's refusals (the reason, with the status its code maps to). A route whose refusal
 * shows its own page (the form again, with the reason) adds a `DomainErrorPage` filter. Anything
 * else goes on to the API's one error filter.
 */
@Catch(StaffRefusal, HttpException, DomainError)
export class StaffPageFilter implements ExceptionFilter {
  catch(exception: StaffRefusal | HttpException | DomainError, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) {
      res.end();
      return;
    }
    let answer: StaffAnswer | null;
    if (exception instanceof StaffRefusal) answer = refusalAnswer(exception, req, res);
    else if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const text = status === 413 ? `A photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB, or there are too many.` : exception.message;
      answer = { status, page: messagePage({ title: 'Not sent', text: `${text} Go back and try again.` }) };
    } else answer = domainErrorAnswer(exception, staffUserOf(req));
    if (answer) sendPage(res, answer.status, answer.page);
  }
}

/**
 * A route's own page for a refusal of the domain (the form again with the reason, say): a subclass
 * renders it from the error, the request and the status the error's code maps to. Put on the route
 * with `@UseFilters(Subclass)`; it comes before the class's StaffPageFilter. If the page cannot be
 * made either, a domain error shows the reason alone and anything else goes to the API's error filter.
 */
@Catch(DomainError)
export abstract class DomainErrorPage implements ExceptionFilter<DomainError> {
  protected abstract render(error: DomainError, context: RefusalContext): Promise<StaffAnswer>;

  catch(error: DomainError, host: ArgumentsHost): Promise<void> {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const user = staffUserOf(req);
    return this.render(error, { req, res, status: domainErrorToHttp(error).status, user }).then(
      (answer) => sendPage(res, answer.status, answer.page),
      (failure: unknown) => {
        if (failure instanceof DomainError) {
          const answer = domainErrorAnswer(failure, user);
          return sendPage(res, answer.status, answer.page);
        }
        new HttpErrorFilter().catch(failure, host);
      },
    );
  }
}

/** A domain refusal as the reason under its own title ("No agreement", "No receipt"). */
export class MessageOnDomainError extends DomainErrorPage {
  constructor(private readonly title: string) {
    super();
  }

  protected render(error: DomainError, { status, user }: RefusalContext): Promise<StaffAnswer> {
    return Promise.resolve({ status, page: domainErrorAnswer(error, user, this.title).page });
  }
}
