import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { type ImageKind, IMAGE_KINDS, imageSize, imageUrl } from '#contract/images.ts';
import { MEDIA_ACCEPTED_TYPES, MEDIA_MAX_UPLOAD_BYTES } from '#contract/schemas/media.ts';
import { useToast } from '#app/lib/use-toast.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { errorMessageOf } from '#app/lib/api/api-error.ts';
import { uploadMedia } from '#app/lib/api/upload-media.ts';
import { buttonClass } from './buttons.ts';

/**
 * An image field: choose a file, watch the upload progress, see the preview, replace or remove.
 * The value is the image's base path, as the content's image fields store it.
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
  const toast = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const size = imageSize(kind);
  const shownError = problem ?? error;

  async function upload(file: File) {
    setProblem(null);
    if (!(MEDIA_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('upload.wrong_type'));
      return;
    }
    if (file.size > MEDIA_MAX_UPLOAD_BYTES) {
      setProblem(t('upload.too_large'));
      return;
    }
    setProgress(0);
    try {
      const media = await uploadMedia(file, kind, setProgress);
      onChange(media.base);
      toast({ title: t('upload.done') });
    } catch (uploadError) {
      const message = errorMessageOf(uploadError);
      setProblem(message);
      toast({ title: t('upload.failed'), description: message, variant: 'destructive' });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

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
          <label htmlFor={id} className={`${buttonClass.secondary} cursor-pointer`}>
            {t(value ? 'upload.replace' : 'upload.choose')}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={MEDIA_ACCEPTED_TYPES.join(',')}
            className="sr-only"
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
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
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <progress className="h-2 w-full" max={100} value={progress} aria-labelledby={`${id}-label`} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('upload.progress', { percent: progress })}
          </p>
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
