import { ImagePlus, Images, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type ImageKind, IMAGE_KINDS, imageSize, imageUrl } from '#contract/images.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { MediaPickerDialog } from '#app/features/media/admin/media-picker-dialog.tsx';
import { ImageFileChooser } from '#app/features/media/admin/image-file-chooser.tsx';
import { mediaMessages } from '#app/features/media/admin/messages.ts';
import { buttonClass } from './buttons.ts';
import { AlertMessage } from '#app/components/admin/form-field.tsx';

/**
 * An image field: a new file (described, then sent with its progress) or an image of the library,
 * its preview, replace or remove. The value is the image's base path, as the content's image fields store it.
 */
export function ImageUploadField({
  label,
  kind,
  value,
  onChange,
  error,
}: {
  label: string;
  kind: ImageKind;
  value: string | null;
  onChange: (base: string | null) => void;
  error?: string;
}) {
  const t = useT(adminMessages);
  const tMedia = useT(mediaMessages);
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const size = imageSize(kind);
  const shownError = problem ?? error;

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <span className="text-sm font-semibold text-slate-800" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-start gap-4">
        <div
          className="flex w-48 items-center justify-center overflow-hidden rounded-lg bg-slate-100"
          style={{ aspectRatio: `${IMAGE_KINDS[kind].width} / ${IMAGE_KINDS[kind].height}` }}
        >
          {value ? (
            <img
              src={imageUrl(value, IMAGE_KINDS[kind].widths[0], 'webp')}
              alt={t('upload.preview')}
              width={size.width}
              height={size.height}
              className="h-full w-full object-cover"
              data-testid="image-preview"
            />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <ImageFileChooser
            className={buttonClass.secondary}
            describedBy={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            kind={kind}
            onProblem={setProblem}
            onUploaded={(media) => {
              setProblem(null);
              onChange(media.base);
            }}
          >
            {t(value ? 'upload.replace' : 'upload.choose')}
          </ImageFileChooser>
          <button type="button" className={buttonClass.secondary} onClick={() => setPicking(true)}>
            <Images aria-hidden="true" className="size-4" />
            {tMedia('picker.open')}
          </button>
          {value ? (
            <button type="button" className={buttonClass.secondary} onClick={() => onChange(null)}>
              <X aria-hidden="true" className="size-4" />
              {t('upload.remove')}
            </button>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t('upload.hint')}
          </p>
        </div>
      </div>
      <AlertMessage id={`${id}-error`} message={shownError} />
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        kind={kind}
        onChoose={(media) => {
          setProblem(null);
          onChange(media.base);
        }}
      />
    </div>
  );
}
