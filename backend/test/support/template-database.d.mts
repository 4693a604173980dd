/** See template-database.mjs. */
export function testRunId(): string | undefined;
export function templateName(id: string): string;
export function migratedTemplate(serverUrl: string, id: string, migrate: (url: string) => Promise<void>): Promise<string>;
export function createDatabaseFrom(serverUrl: string, name: string, template: string | undefined): Promise<void>;
export function dropTemplate(serverUrl: string, id: string): Promise<void>;
