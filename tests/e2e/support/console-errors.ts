import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions (a CSP violation or a hydration error shows here); a resource that failed to load is named by its address. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const text = message.text();
    errors.push(text.startsWith('Failed to load resource') && url ? `${text}: ${url}` : text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
