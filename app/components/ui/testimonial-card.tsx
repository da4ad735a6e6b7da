import { quoted } from '#contract/french-typography.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

/**
 * A star of a rating, drawn with ten points and round joins: it looks like the icon set's star, whose
 * curves take four times the bytes, fifteen times on the home page's first round trip (ADR 0074).
 */
function RatingStar() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-4"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />
    </svg>
  );
}

/** A quote with its author; without a photo, the author's initial stands in. */
export function TestimonialCard({ testimonial, ratingLabel }: { testimonial: PublicTestimonial; ratingLabel: string }) {
  const { language } = useLanguage();
  const byline = [testimonial.client_title, testimonial.client_company].filter(Boolean).join(', ');
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      {testimonial.rating ? (
        <p role="img" className="flex gap-0.5 text-accent-500" aria-label={ratingLabel}>
          {Array.from({ length: testimonial.rating }, (_, index) => (
            <RatingStar key={index} />
          ))}
        </p>
      ) : null}
      <blockquote className="mt-3 flex-1 text-slate-700">
        <p>{quoted(testimonial.content, language)}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        {testimonial.client_photo ? (
          <span className="size-12 shrink-0 overflow-hidden rounded-full">
            <ResponsiveImage
              base={testimonial.client_photo}
              kind="portrait"
              alt=""
              sizes="48px"
              className="size-12 object-cover"
            />
          </span>
        ) : (
          <span
            aria-hidden="true"
            data-testid="initial-avatar"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {testimonial.client_name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.client_name}</span>
          {byline ? <span className="block text-sm text-slate-600">{byline}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
