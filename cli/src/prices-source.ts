/**
 * The price tables for `rentals quote` and `rentals fleet`: the database's when there is one
 * (DATABASE_URL, or an embedded database already made under DATA_DIR), else the specification's
 * (with no database nothing can have changed them), so these two commands still answer at once
 * on a fresh checkout without starting a database.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PriceTables } from '@rentals/backend/domain/pricing/price-tables.js';

export async function currentPriceTables(): Promise<PriceTables> {
  const { loadEnvFiles } = await import('@rentals/backend/config/load-env.js');
  const { AppConfig } = await import('@rentals/backend/config/app-config.js');
  loadEnvFiles();
  const config = AppConfig.fromEnv(process.env);
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata'))) {
    return (await import('@rentals/backend/domain/pricing/price-tables.js')).DEFAULT_PRICE_TABLES;
  }
  const { withService } = await import('./service.js');
  return withService(async () => (await import('@rentals/backend/application/pricing/current-prices.service.js')).CurrentPrices, (s) => s.get(), { readOnly: true });
}
