import {
  Briefcase,
  CalendarDays,
  Files,
  Layers,
  type LucideIcon,
  MessageSquareQuote,
  Puzzle,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { NavigationIconName } from '#contract/constants.ts';
import { SERVICE_ICON_GLYPHS } from '#app/components/ui/service-icon.tsx';

/**
 * The glyph of each icon a content kind's declaration may give its navigation entry (ADR 0073): the
 * site's own set, and a few only the back office draws (kept apart, so no public page carries them).
 */
export const NAVIGATION_ICON_GLYPHS: Record<NavigationIconName, LucideIcon> = {
  ...SERVICE_ICON_GLYPHS,
  files: Files,
  layers: Layers,
  puzzle: Puzzle,
  briefcase: Briefcase,
  'users-round': UsersRound,
  'user-round': UserRound,
  'calendar-days': CalendarDays,
  'message-square-quote': MessageSquareQuote,
};
