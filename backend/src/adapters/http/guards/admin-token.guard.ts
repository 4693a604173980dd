import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpSettings } from '../http-settings.js';

/** Hashing both sides first gives equal lengths, so the comparison takes the same time whatever is sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function tokenMatches(presented: string, expected: string): boolean {
  return expected.length > 0 && timingSafeEqual(digest(presented), digest(expected));
}

/** Admin endpoints: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  private readonly expected: string;

  constructor(settings: HttpSettings) {
    this.expected = settings.adminToken;
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (match && tokenMatches(match[1], this.expected)) return true;
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="admin"');
    throw new UnauthorizedException({
      statusCode: 401,
      message: 'A valid admin token is required: send the header Authorization: Bearer <ADMIN_TOKEN>.',
    });
  }
}
