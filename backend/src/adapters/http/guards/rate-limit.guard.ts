import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RateLimitStore } from './rate-limit.store.js';
import { HttpSettings } from '../http-settings.js';

const RATE_LIMIT_GROUP = 'rate-limit-group';

/**
 * Marks a handler as a limited submission endpoint. Each group (booking, bot-check, click-id) has
 * its own budget of RATE_LIMIT requests per client IP per minute.
 */
export const RateLimited = (group: string) => SetMetadata(RATE_LIMIT_GROUP, group);

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly store: RateLimitStore;

  constructor(
    private readonly reflector: Reflector,
    settings: HttpSettings,
  ) {
    this.store = new RateLimitStore(settings.rateLimit);
  }

  canActivate(context: ExecutionContext): boolean {
    const group = this.reflector.get<string | undefined>(RATE_LIMIT_GROUP, context.getHandler());
    if (!group || this.store.limit <= 0) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const decision = this.store.hit(`${group}|${ip}`);
    res.setHeader('RateLimit-Limit', String(this.store.limit));
    res.setHeader('RateLimit-Remaining', String(decision.remaining));
    if (decision.allowed) return true;
    res.setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw new HttpException(
      {
        statusCode: HttpStatus.TOO_MANY_REQUESTS,
        message: `Too many requests: at most ${this.store.limit} a minute. Try again in ${decision.retryAfterSeconds} seconds.`,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
