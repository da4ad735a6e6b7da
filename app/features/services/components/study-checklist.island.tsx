import { defineIsland } from '#app/islands/define-island.tsx';
import { StudyChecklist } from './study-checklist.tsx';

/** The checklist keeps ticks and prints once it scrolls near the screen. */
export default defineIsland('study-checklist', StudyChecklist, 'visible');
