import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp, type CreateAppOptions } from './adapters/http/create-app.js';
import { HttpModule } from './adapters/http/http.module.js';
import { SchedulerModule } from './adapters/scheduler/scheduler.module.js';
import { CoreModule } from './core.module.js';
import { StaffHttpModule } from './adapters/http/staff/staff.module.js';

/** The server: the core (config, persistence, use cases) + the HTTP adapter + the scheduled jobs. */
@Module({
  imports: [CoreModule, HttpModule, StaffHttpModule, SchedulerModule],
})
export class AppModule {}

/**
 * Builds the whole server (site + API) on the configured database, initialised but not listening:
 * main.ts calls listen(), the API tests hand `app.getHttpServer()` to supertest.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    abortOnError: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  configureApp(app, options);
  await app.init();
  return app;
}
