import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions (a CSP violation or a hydration error shows here). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
