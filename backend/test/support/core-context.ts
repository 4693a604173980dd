import { Test, type TestingModule } from '@nestjs/testing';
import { Clock } from '../../src/application/ports/clock.js';
import { CoreModule } from '../../src/core.module.js';
import { createTestDatabase, useTestEnv, type TestDatabase } from './database.js';

/** A clock the test moves by hand. */
export class FakeClock extends Clock {
  constructor(private current = new Date()) {
    super();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
  advanceHours(hours: number): void {
    this.current = new Date(this.current.getTime() + hours * 3_600_000);
  }
}

export type CoreTestContext = { module: TestingModule; db: TestDatabase; clock: FakeClock; close(): Promise<void> };

/** CoreModule on a fresh test database, with a fake clock; `close()` closes Nest and drops the database. */
export async function createCoreTestContext(env: Record<string, string | undefined> = {}): Promise<CoreTestContext> {
  const db = await createTestDatabase();
  const restore = useTestEnv(db, env);
  const clock = new FakeClock();
  let module: TestingModule;
  try {
    module = await Test.createTestingModule({ imports: [CoreModule] })
      .overrideProvider(Clock)
      .useValue(clock)
      .compile();
    module.useLogger(['error']);
    await module.init();
  } catch (e) {
    restore();
    await db.drop();
    throw e;
  }
  return {
    module,
    db,
    clock,
    async close() {
      await module.close();
      restore();
      await db.drop();
    },
  };
}
