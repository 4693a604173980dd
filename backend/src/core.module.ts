import { Global, Module, type INestApplicationContext, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigModule } from './config/config.module.js';
import { AgentsModule } from './modules/agents.module.js';
import { BookingModule } from './modules/booking.module.js';
import { FleetModule } from './modules/fleet.module.js';
import { MessagingModule } from './modules/messaging.module.js';
import { MoneyModule } from './modules/money.module.js';
import { OperationsModule } from './modules/operations.module.js';
import { PricingModule } from './modules/pricing.module.js';
import { SharedModule } from './modules/shared.module.js';
import { StaffModule } from './modules/staff.module.js';
import { VitalsModule } from './modules/vitals.module.js';

/** The feature modules (modules/): each binds its own ports to adapters and exports its use cases. */
const FEATURES = [SharedModule, PricingModule, FleetModule, MessagingModule, MoneyModule, BookingModule, StaffModule, AgentsModule, OperationsModule, VitalsModule];

/**
 * Configuration + the feature modules, no HTTP and no scheduler: what the CLI boots
 * (`createCoreContext`) and what AppModule builds on. Global, so the adapters' modules (HTTP, staff
 * pages, MCP, scheduler) get the use cases without importing the composition root (a lint rule keeps
 * adapters from importing it, docs/architecture.md). The only other global module is ConfigModule.
 */
@Global()
@Module({
  imports: [ConfigModule, ...FEATURES],
  exports: [ConfigModule, ...FEATURES],
})
export class CoreModule {}

/**
 * Boots CoreModule as a Nest application context (the CLI's entry point). Errors are thrown (never
 * `process.exit`); call `close()` on the result to end the pool and, if this process hosts it, the
 * embedded database.
 */
export function createCoreContext(options: { logger?: LogLevel[] | false } = {}): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(CoreModule, { logger: options.logger ?? ['error', 'warn'], abortOnError: false });
}
