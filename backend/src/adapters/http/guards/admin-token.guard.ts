import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AdminTokenService } from '../../../application/admin/admin-token.service.js';
import { clientOf } from './rate-limit.guard.js';
import { ADMIN_FAILURE_WINDOW_S, ADMIN_FAILURES_ALLOWED, AdminFailureLimiter } from './admin-failure-limiter.js';

/**
 * Admin endpoints: `Authorization: Bearer <admin token>` (ADMIN_TOKEN, or the generated token kept
 * hashed in the database; AdminTokenService). A client that sent ten wrong tokens within ten
 * minutes gets 429 for ten minutes, whatever it sends (AdminFailureLimiter).
 */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  constructor(
    private readonly tokens: AdminTokenService,
    private readonly failures: AdminFailureLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const client = clientOf(req);
    const blocked = await this.failures.blockedFor(client);
    if (blocked > 0) throw tooManyFailures(res, blocked);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (match && (await this.tokens.verify(match[1]))) return true;
    // A request without any Authorization header is not a guess: only wrong tokens count.
    if (req.get('authorization') !== undefined) await this.failures.failed(client);
    res.setHeader('WWW-Authenticate', 'Bearer realm="admin"');
    throw new UnauthorizedException({
      statusCode: 401,
      message: 'A valid admin token is required: send the header Authorization: Bearer <ADMIN_TOKEN>.',
    });
  }
}

function tooManyFailures(res: Response, seconds: number): HttpException {
  res.setHeader('Retry-After', String(seconds));
  return new HttpException(
    {
      statusCode: HttpStatus.TOO_MANY_REQUESTS,
      message: `Too many wrong admin tokens: ${ADMIN_FAILURES_ALLOWED} within ${ADMIN_FAILURE_WINDOW_S / 60} minutes. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
