import type { PublicService } from '#contract/schemas/service.ts';
import { type ImageLoading, ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';

/** Screens from this width (`sm`) show a service card's picture; a phone shows its icon only. */
const CARD_PICTURE_FROM_WIDTH = 640;

/**
 * The service's picture; without one, its icon on a brand gradient of the same 3:2 box. `notOnPhones`:
 * a phone neither shows nor downloads it (a card's, ADR 0074).
 */
export function ServiceVisual({
  service,
  sizes,
  loading = 'lazy',
  notOnPhones = false,
}: {
  service: Pick<PublicService, 'featured_image' | 'icon'>;
  sizes: string;
  loading?: ImageLoading;
  notOnPhones?: boolean;
}) {
  if (service.featured_image) {
    return (
      <ResponsiveImage
        base={service.featured_image}
        kind="cover"
        alt=""
        sizes={sizes}
        loading={loading}
        fromWidth={notOnPhones ? CARD_PICTURE_FROM_WIDTH : undefined}
        className={`aspect-[3/2] h-auto w-full object-cover ${notOnPhones ? 'hidden sm:block' : ''}`}
      />
    );
  }
  return (
    <div
      data-testid="service-visual-fallback"
      className={`aspect-[3/2] w-full items-center justify-center bg-linear-to-br from-brand-900 via-brand-700 to-brand-600 text-white ${notOnPhones ? 'hidden sm:flex' : 'flex'}`}
    >
      <ServiceIcon name={service.icon} className="size-1/4 opacity-90" />
    </div>
  );
}
