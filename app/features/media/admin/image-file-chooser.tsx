import { type ReactNode, useId, useState } from 'react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import type { ImageKind } from '#contract/images.ts';
import { type AdminMedia, MEDIA_ACCEPTED_TYPES } from '#contract/schemas/media.ts';
import { imageFileProblem, MediaUploadDialog } from './media-upload-dialog.tsx';

/**
 * A button (a label for a hidden file input) that picks one image and uploads it into the library
 * through the upload window (its alt texts asked there): a file of the wrong type or too large is
 * reported through `onProblem`, in the screen's language, before any upload.
 */
export function ImageFileChooser({
  className,
  describedBy,
  kind,
  onProblem,
  onUploaded,
  children,
}: {
  className: string;
  describedBy?: string;
  /** The format the field needs; the editor chooses it in the window when absent. */
  kind?: ImageKind;
  onProblem: (message: string | null) => void;
  onUploaded: (media: AdminMedia) => void;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  const id = useId();
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  return (
    <>
      <label htmlFor={id} className={`${className} cursor-pointer`}>
        {children}
      </label>
      <input
        id={id}
        type="file"
        accept={MEDIA_ACCEPTED_TYPES.join(',')}
        className="sr-only"
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so choosing the same file again (after cancelling) still reports it.
          event.target.value = '';
          if (!file) return;
          const problem = imageFileProblem(file);
          onProblem(problem ? t(problem) : null);
          if (!problem) setPendingFile(file);
        }}
      />
      <MediaUploadDialog
        file={pendingFile}
        kind={kind}
        onClose={() => setPendingFile(null)}
        onUploaded={(media) => {
          setPendingFile(null);
          onUploaded(media);
        }}
      />
    </>
  );
}
