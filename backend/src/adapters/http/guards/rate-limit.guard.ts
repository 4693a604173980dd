import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { SubmissionRateLimiter } from './submission-rate-limiter.js';

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
    if (!group || this.limiter.limit <= 0) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const decision = await this.limiter.hit(`${group}:${ip}`);
    res.setHeader('RateLimit-Limit', String(this.limiter.limit));
    res.setHeader('RateLimit-Remaining', String(decision.remaining));
    if (decision.allowed) return true;
    res.setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw new HttpException(
      {
        statusCode: HttpStatus.TOO_MANY_REQUESTS,
        message: `Too many requests: at most ${this.limiter.limit} a minute. Try again in ${decision.retryAfterSeconds} seconds.`,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
