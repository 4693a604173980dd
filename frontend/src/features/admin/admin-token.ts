import { readStorage, removeStorage, writeStorage } from '@/lib/safe-storage';

/** Session-storage key of the admin token (docs/api.md: asked once, kept for the browser session). */
export const ADMIN_TOKEN_KEY = 'adminToken';

export const readAdminToken = (): string => readStorage('session', ADMIN_TOKEN_KEY) ?? '';
export const saveAdminToken = (token: string): void => writeStorage('session', ADMIN_TOKEN_KEY, token);
export const forgetAdminToken = (): void => removeStorage('session', ADMIN_TOKEN_KEY);
