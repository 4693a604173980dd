import { Global, Module } from '@nestjs/common';
import { AppSettings } from '../application/ports/app-settings.js';
import { AppConfig } from './app-config.js';
import { loadEnvFiles } from './load-env.js';

/** Provides the one AppConfig of the process (environment + optional .env), read once at start; also as AppSettings. */
@Global()
@Module({
  providers: [
    {
      provide: AppConfig,
      useFactory: (): AppConfig => {
        loadEnvFiles();
        return AppConfig.fromEnv(process.env);
      },
    },
    { provide: AppSettings, useExisting: AppConfig },
  ],
  exports: [AppConfig, AppSettings],
})
export class ConfigModule {}
