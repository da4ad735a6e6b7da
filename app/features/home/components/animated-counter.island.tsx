import { defineIsland } from '#app/islands/define-island.tsx';
import { AnimatedCounter } from './animated-counter.tsx';

/** Counts only once seen: its JavaScript comes when it nears the screen. */
export default defineIsland('animated-counter', AnimatedCounter, 'visible');
