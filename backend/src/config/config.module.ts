import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config.js';
import { loadEnvFiles } from './load-env.js';

/** Provides the one AppConfig of the process (environment + optional .env), read once at start. */
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
  ],
  exports: [AppConfig],
})
export class ConfigModule {}
