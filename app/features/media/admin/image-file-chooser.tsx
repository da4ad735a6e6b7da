import { type ReactNode, useId } from 'react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { MEDIA_ACCEPTED_TYPES } from '#contract/schemas/media.ts';
import { imageFileProblem } from './media-upload-dialog.tsx';

/**
 * A button (a label for a hidden file input) that picks one image: a file of the wrong type or
 * too large is reported through `onProblem`, in the screen's language, before any upload.
 */
export function ImageFileChooser({
  className,
  describedBy,
  onFile,
  onProblem,
  children,
}: {
  className: string;
  describedBy?: string;
  onFile: (file: File) => void;
  onProblem: (message: string | null) => void;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  const id = useId();
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
          if (!problem) onFile(file);
        }}
      />
    </>
  );
}
