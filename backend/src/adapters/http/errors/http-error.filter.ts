import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { domainErrorToHttp, isDomainError } from '../../errors/domain-error-mapping.js';
import { isDatabaseUnavailable } from '../../errors/database-unavailable.js';
import { DATABASE_UNAVAILABLE, type ErrorBody, INTERNAL_ERROR } from '../../errors/error-body.js';

/** Seconds a client should wait before retrying after a database outage answer. */
const OUTAGE_RETRY_AFTER = 5;

export interface HttpErrorAnswer {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** Turns anything thrown while handling a request into a status and a JSON body without internals. */
export function toHttpError(exception: unknown, method = 'GET', path = '/'): HttpErrorAnswer {
  if (isDomainError(exception)) return domainErrorToHttp(exception);
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && typeof (response as ErrorBody).message === 'string') {
      const r = response as ErrorBody;
      const coded = { ...(r.code ? { code: r.code } : {}), ...(r.params ? { params: r.params } : {}) };
      return { status, body: { statusCode: status, message: r.message, ...coded, ...(r.errors ? { errors: r.errors } : {}) } };
    }
    const message = status === 404 ? `No such endpoint: ${method} ${path}` : typeof response === 'string' ? response : exception.message;
    return { status, body: { statusCode: status, message } };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      status: 503,
      body: { statusCode: 503, message: DATABASE_UNAVAILABLE },
      headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER) },
    };
  }
  return { status: 500, body: { statusCode: 500, message: INTERNAL_ERROR } };
}

/**
 * The one exception filter of the API. Domain errors map by code, HttpExceptions keep their
 * status, an unreachable database is a 503, and anything else is a bare 500: stack traces go to
 * the server log only, never to the client.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const path = (req.originalUrl ?? req.url ?? '/').split('?')[0];
    const answer = toHttpError(exception, req.method, path);
    if (answer.status === 500) {
      const err = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error(`${req.method} ${path} failed: ${err.message}`, err.stack);
    } else if (answer.status === 503) {
      this.logger.warn(`${req.method} ${path}: database unreachable (${exception instanceof Error ? exception.message : String(exception)})`);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    res.status(answer.status).json(answer.body);
  }
}
