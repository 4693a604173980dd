// Jest globalSetup (backend and cli): gives the run an id of its own before the workers start
// (they inherit it). database.ts keys the run's migrated template databases by it, so two runs side
// by side never share or drop each other's; global-teardown.mjs drops them at the end.
import { randomBytes } from 'node:crypto';

export default function globalSetup() {
  process.env.RENTALS_TEST_RUN_ID = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
