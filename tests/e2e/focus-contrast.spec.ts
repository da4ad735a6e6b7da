import { expect, test } from '@playwright/test';
import { visit } from './support/language.ts';

/** What the keyboard focus ring of each stop is drawn in, and the colours around it. */
interface FocusStop {
  element: string;
  ring: string | undefined;
  /** The background behind the ring: a colour, or every stop of a gradient. */
  around: string[];
}

// WCAG 1.4.11: the focus indicator keeps 3:1 against what surrounds it, on light pages and dark bands.
for (const path of ['/', '/contact', '/services/hosting', '/help']) {
  test(`${path}: every keyboard focus ring contrasts 3:1 with its surroundings`, async ({ page }) => {
    await visit(page, path);
    const stops: FocusStop[] = [];
    for (let step = 0; step < 120; step++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        // Back at a stop already seen: the tour of the page is complete.
        if (element.dataset.focusSeen) return 'done';
        element.dataset.focusSeen = 'yes';
        const style = getComputedStyle(element);
        // Any CSS colour (Tailwind writes oklab and oklch) as the rgb() a canvas paints it in.
        const canvas = document.createElement('canvas').getContext('2d')!;
        const toRgb = (color: string) => {
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = color;
          canvas.fillRect(0, 0, 1, 1);
          const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
          return `rgb(${r}, ${g}, ${b})`;
        };
        const colours = (text: string) => (text.match(/(rgba?|oklab|oklch)\([^)]*\)/g) ?? []).map(toRgb);
        // Rings drawn by the element itself (outline) or by a card's ::after (ring-*).
        const ring =
          style.outlineStyle !== 'none' ? style.outlineColor : getComputedStyle(element, '::after').boxShadow;
        const around: string[] = [];
        for (let node = element.parentElement; node; node = node.parentElement) {
          const nodeStyle = getComputedStyle(node);
          const gradient = colours(nodeStyle.backgroundImage);
          if (gradient.length > 0) {
            around.push(...gradient);
            break;
          }
          if (nodeStyle.backgroundColor !== 'rgba(0, 0, 0, 0)') {
            around.push(toRgb(nodeStyle.backgroundColor));
            break;
          }
        }
        return {
          element: element.outerHTML.slice(0, 80),
          ring,
          around: around.length ? around : ['rgb(255, 255, 255)'],
        };
      });
      if (stop === 'done') break;
      if (stop) stops.push(stop);
    }
    expect(stops.length).toBeGreaterThan(5);

    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    for (const stop of stops) {
      const { ring } = stop;
      expect(ring, `no focus ring on ${stop.element}`).toBeTruthy();
      for (const background of stop.around) {
        expect(contrast(ring!, background), `${stop.element} on ${background}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
}
