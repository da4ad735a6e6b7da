import { X } from 'lucide-react';
import { IMAGE_KINDS, imageSize, imageUrl } from '#contract/images.ts';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { projectAdminMessages } from './messages.ts';

const GALLERY_MAX = 20;

/** The project's gallery: each uploaded image shown with a remove button, and an upload field that adds one more. */
export function GalleryField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (images: string[]) => void;
  error?: string;
}) {
  const t = useT(projectAdminMessages);
  const size = imageSize('cover');
  return (
    <section aria-labelledby="project-gallery-title" className="flex flex-col gap-3">
      <h3 id="project-gallery-title" className="text-sm font-semibold text-slate-900">
        {t('form.gallery')}
      </h3>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{t('form.gallery_empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {value.map((base, index) => (
            <li key={base} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-2">
              <img
                src={imageUrl(base, IMAGE_KINDS.cover.widths[0], 'webp')}
                alt={t('form.gallery_image', { number: index + 1 })}
                width={size.width}
                height={size.height}
                className="aspect-[3/2] h-auto w-full rounded-lg object-cover"
              />
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              >
                <X aria-hidden="true" className="size-4" />
                {t('form.gallery_remove', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < GALLERY_MAX ? (
        <ImageUploadField
          label={t('form.gallery_add')}
          kind="cover"
          value={null}
          onChange={(base) => {
            if (base) onChange([...value, base]);
          }}
          error={error}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('form.gallery_full')}</p>
      )}
    </section>
  );
}
