import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { apiMessage } from '../../i18n/messages.js';
import { clientKey } from '../../../domain/booking/pending-caps.js';
import { privateAnswer } from '../security.js';
import { BookingPageRateLimiter, SubmissionRateLimiter, VitalsRateLimiter } from './submission-rate-limiter.js';

const RATE_LIMIT_GROUP = 'rate-limit-group';

/**
 * Marks a handler as a limited submission endpoint. Each group (booking, bot-check, click-id) has
 * its own budget of RATE_LIMIT requests per client IP per minute, shared by every server instance
 * on one PostgreSQL (see SubmissionRateLimiter).
 */
export const RateLimited = (group: string) => SetMetadata(RATE_LIMIT_GROUP, group);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: SubmissionRateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const group = this.reflector.get<string | undefined>(RATE_LIMIT_GROUP, context.getHandler());
    if (!group) return true;
    const http = context.switchToHttp();
    return enforceRateLimit(this.limiter, group, http.getRequest<Request>(), http.getResponse<Response>());
  }
}

/** The booking page's budget (BOOKING_PAGE_RATE_LIMIT per client IP per minute) on a controller's handlers. */
@Injectable()
export class BookingPageRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: BookingPageRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    // Its 429 is about one customer's booking too: private like the page's other answers.
    privateAnswer(http.getResponse<Response>());
    return enforceRateLimit(this.limiter, 'booking-page', http.getRequest<Request>(), http.getResponse<Response>());
  }
}

/** The speed beacons' budget (VITALS_RATE_LIMIT per client address per minute). */
@Injectable()
export class VitalsRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: VitalsRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    return enforceRateLimit(this.limiter, 'vitals', http.getRequest<Request>(), http.getResponse<Response>());
  }
}

/** Counts the request against `limiter` for its client IP: true when allowed, else a 429 HttpException (with Retry-After). */
export async function enforceRateLimit(limiter: SubmissionRateLimiter, group: string, req: Request, res: Response): Promise<boolean> {
  const decision = await rateLimitDecision(limiter, group, req, res);
  if (decision === null) return true;
  throw new HttpException(
    {
      statusCode: HttpStatus.TOO_MANY_REQUESTS,
      message: apiMessage('en', 'tooManyRequests', { limit: limiter.limit, seconds: decision }),
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

/** Counts the request and sets the RateLimit headers: null when allowed, else the seconds to wait (Retry-After set). */
export async function rateLimitDecision(limiter: SubmissionRateLimiter, group: string, req: Request, res: Response): Promise<number | null> {
  if (limiter.limit <= 0) return null;
  const decision = await limiter.hit(`${group}:${clientOf(req)}`);
  res.setHeader('RateLimit-Limit', String(limiter.limit));
  res.setHeader('RateLimit-Remaining', String(decision.remaining));
  if (decision.allowed) return null;
  res.setHeader('Retry-After', String(decision.retryAfterSeconds));
  return decision.retryAfterSeconds;
}

/** The client a limit counts: its address, an IPv6 one by its /64 (the pending caps' rule, clientKey). */
export function clientOf(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return clientKey(ip) ?? ip;
}
