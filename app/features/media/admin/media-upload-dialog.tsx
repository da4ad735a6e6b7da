import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { Dialog } from '#app/components/admin/dialog.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { errorMessageOf } from '#app/lib/api/api-error.ts';
import { uploadMedia } from '#app/lib/api/upload-media.ts';
import { useToast } from '#app/lib/use-toast.ts';
import { IMAGE_KINDS, type ImageKind } from '#contract/images.ts';
import {
  type AdminMedia,
  IMAGE_KIND_NAMES,
  MEDIA_ACCEPTED_TYPES,
  MEDIA_MAX_UPLOAD_BYTES,
} from '#contract/schemas/media.ts';
import { type AltDraft, AltTextFields, altDraftProblem } from './alt-text-fields.tsx';
import { mediaMessages } from './messages.ts';
import { AlertMessage } from '#app/components/admin/form-field.tsx';

/** Why a chosen file cannot be sent, checked before the upload (the server checks again), or null. */
export function imageFileProblem(file: File): 'upload.wrong_type' | 'upload.too_large' | null {
  if (!(MEDIA_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'upload.wrong_type';
  if (file.size > MEDIA_MAX_UPLOAD_BYTES) return 'upload.too_large';
  return null;
}

/**
 * The window between choosing a file and sending it: the picture, its alternative text in both
 * languages and, when the caller does not fix it, its format; then the upload and its progress.
 */
export function MediaUploadDialog({
  file,
  kind,
  onClose,
  onUploaded,
}: {
  /** The chosen file; the window is open while there is one. */
  file: File | null;
  /** The format the field needs; the editor chooses it when absent. */
  kind?: ImageKind;
  onClose: () => void;
  onUploaded: (media: AdminMedia) => void;
}) {
  const t = useT(mediaMessages);
  const [sending, setSending] = useState(false);
  return (
    <Dialog
      open={file !== null}
      onOpenChange={(open) => {
        if (!open && !sending) onClose();
      }}
      title={t('upload.title')}
      closeLabel={t('dialog.close')}
    >
      {/* Mounted per opening: each file starts with empty texts. */}
      {file ? (
        <UploadBody file={file} kind={kind} onSending={setSending} onClose={onClose} onUploaded={onUploaded} />
      ) : null}
    </Dialog>
  );
}

function UploadBody({
  file,
  kind,
  onSending,
  onClose,
  onUploaded,
}: {
  file: File;
  kind?: ImageKind;
  onSending: (sending: boolean) => void;
  onClose: () => void;
  onUploaded: (media: AdminMedia) => void;
}) {
  const t = useT(mediaMessages);
  const tAdmin = useT(adminMessages);
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const [alt, setAlt] = useState<AltDraft>({ fr: '', en: '' });
  const [chosenKind, setChosenKind] = useState<ImageKind>(kind ?? 'cover');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(previewUrl), [previewUrl]);

  async function send() {
    const altProblem = altDraftProblem(alt);
    if (altProblem) {
      setProblem(t(altProblem));
      return;
    }
    setProblem(null);
    setProgress(0);
    onSending(true);
    try {
      const media = await uploadMedia(file, chosenKind, setProgress, { fr: alt.fr.trim(), en: alt.en.trim() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.resource('media') });
      toast({ title: tAdmin('upload.done') });
      onUploaded(media);
    } catch (uploadError) {
      const message = errorMessageOf(uploadError);
      setProblem(message);
      toast({ title: tAdmin('upload.failed'), description: message, variant: 'destructive' });
    } finally {
      setProgress(null);
      onSending(false);
    }
  }

  const ratio = IMAGE_KINDS[chosenKind];
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={previewUrl}
          alt=""
          className="w-40 rounded-lg bg-slate-100 object-cover"
          style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}
        />
        <p className="min-w-0 flex-1 text-sm break-all text-slate-700">{t('upload.chosen', { name: file.name })}</p>
      </div>
      {kind ? null : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-kind`} className="text-sm font-semibold text-slate-800">
            {t('upload.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className={inputClass}
            value={chosenKind}
            onChange={(event) => setChosenKind(event.target.value as ImageKind)}
          >
            {IMAGE_KIND_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`kind.${name}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <AltTextFields value={alt} onChange={setAlt} />
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <progress className="h-2 w-full" max={100} value={progress} aria-label={t('upload.sending')} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {tAdmin('upload.progress', { percent: progress })}
          </p>
        </div>
      ) : null}
      <AlertMessage message={problem} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass.secondary} disabled={progress !== null} onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={progress !== null}>
          {t(progress === null ? 'upload.send' : 'upload.sending')}
        </button>
      </div>
    </form>
  );
}
