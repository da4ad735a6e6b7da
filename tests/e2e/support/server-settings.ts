import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-server-env.mjs';

/** The production build the end-to-end tests run against, on its own port and data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD };
