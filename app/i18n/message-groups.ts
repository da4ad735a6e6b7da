import type { Messages } from './define-messages.ts';

/** Every group of messages in the app, wherever it lives, by file (for the tests that walk them all). */
export const messageGroups = import.meta.glob<Record<string, Messages<string>>>(
  ['../**/messages.ts', '../**/*-messages.ts', './messages/*.ts', '!./define-messages.ts'],
  { eager: true },
);
