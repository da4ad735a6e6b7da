/** The production build the end-to-end tests run against, on its own port and data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { email: 'admin@e2e.weltaare.test', password: 'e2e admin password 2026' };
