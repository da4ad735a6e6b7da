import type { PublicService } from '#contract/schemas/service.ts';
import { type ImageLoading, ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';

/** The service's picture; without one, its icon on a brand gradient of the same 3:2 box. */
export function ServiceVisual({
  service,
  sizes,
  loading = 'lazy',
  className = '',
}: {
  service: Pick<PublicService, 'featured_image' | 'icon'>;
  sizes: string;
  loading?: ImageLoading;
  className?: string;
}) {
  if (service.featured_image) {
    return (
      <ResponsiveImage
        base={service.featured_image}
        kind="cover"
        alt=""
        sizes={sizes}
        loading={loading}
        className={`aspect-[3/2] h-auto w-full object-cover ${className}`}
      />
    );
  }
  return (
    <div
      data-testid="service-visual-fallback"
      className={`flex aspect-[3/2] w-full items-center justify-center bg-linear-to-br from-brand-900 via-brand-700 to-brand-600 text-white ${className}`}
    >
      <ServiceIcon name={service.icon} className="size-1/4 opacity-90" />
    </div>
  );
}
