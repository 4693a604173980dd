import { Injectable } from '@nestjs/common';

/**
 * Whether the server is stopping (main.ts sets it on SIGTERM/SIGINT): during SHUTDOWN_DELAY_S it
 * still accepts and answers everything, but GET /api/health answers 503 `{status:"stopping"}` so
 * that a load balancer's health check moves traffic to other instances (docs/operations.md).
 */
@Injectable()
export class ShutdownState {
  stopping = false;
}
