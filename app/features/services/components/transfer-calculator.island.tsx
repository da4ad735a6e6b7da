import { defineIsland } from '#app/islands/define-island.tsx';
import { TransferCalculator } from './transfer-calculator.tsx';

/** The fee calculator answers as the visitor types once it scrolls near the screen. */
export default defineIsland('transfer-calculator', TransferCalculator, 'visible');
