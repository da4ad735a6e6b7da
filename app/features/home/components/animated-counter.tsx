import { useEffect, useRef, useState } from 'react';
import { ANIMATION_MS } from '#contract/constants.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { formatWholeNumber } from '#contract/intl-formats.ts';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface AnimatedCounterProps {
  value: number;
  suffix?: string;
  /** Length of the count from 0 to `value`. */
  duration?: number;
  /** Wait after the counter comes into view, to stagger a row of counters. */
  delay?: number;
  className?: string;
}

/**
 * Counts from 0 to `value` once it scrolls into view. The server HTML, a page without
 * JavaScript and a visitor who prefers reduced motion all see the final number at once.
 */
export function AnimatedCounter({
  value,
  suffix = '',
  duration = ANIMATION_MS.counterDefault,
  delay = 0,
  className,
}: AnimatedCounterProps) {
  const { language } = useLanguage();
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let frame = 0;
    let timer = 0;
    const animate = () => {
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        setShown(Math.round(value * easeOutCubic(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    let armed = false;
    const observer = new IntersectionObserver(
      (entries) => {
        // Hydrated with the final number: drop to 0 only now that the count is sure to run.
        if (!armed) {
          armed = true;
          setShown(0);
        }
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = window.setTimeout(animate, delay);
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [value, duration, delay]);

  const final = `${formatWholeNumber(value, language)}${suffix}`;
  return (
    <span className={className}>
      <span className="sr-only">{final}</span>
      <span
        ref={ref}
        aria-hidden="true"
        data-testid="counter-value"
        className="inline-block text-center tabular-nums"
        style={{ minWidth: `calc(${final.length}ch + 0.25em)` }}
      >
        {formatWholeNumber(shown, language)}
        {suffix}
      </span>
    </span>
  );
}
