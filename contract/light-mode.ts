/**
 * Light mode (ADR 0015): for visitors who pay for each megabyte, pages leave out decorative images,
 * take the smallest variant of the others and load no map until asked. It is on when the browser
 * says `Save-Data: on`, unless the visitor turned it off with the footer's switch (this cookie).
 */
export const LIGHT_MODE_COOKIE = 'weltaare-light';

export type LightModeChoice = 'on' | 'off';

export function isLightModeChoice(value: unknown): value is LightModeChoice {
  return value === 'on' || value === 'off';
}

/** The visitor's choice wins; without one, the browser's Save-Data. */
export function isLightMode(choice: string | null, saveData: string | null | undefined): boolean {
  if (isLightModeChoice(choice)) return choice === 'on';
  return saveData?.trim().toLowerCase() === 'on';
}
