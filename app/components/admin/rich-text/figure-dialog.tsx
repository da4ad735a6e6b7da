import { useId, useState } from 'react';
import { MediaPicker } from '#app/features/media/admin/media-picker-dialog.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { richTextMessages } from '#app/i18n/messages/rich-text.ts';
import { IMAGE_KINDS } from '#contract/images.ts';
import type { Language } from '#contract/languages.ts';
import type { AdminMedia } from '#contract/schemas/media.ts';
import { buttonClass, inputClass } from '../buttons.ts';
import { Dialog } from '../dialog.tsx';
import type { FigureAttributes } from './library-figure.ts';

/** An image of the library as a text shows it: its largest WebP, its size, its alt text in the text's language only. */
function figureOf(media: AdminMedia, language: Language): FigureAttributes {
  const widths = IMAGE_KINDS[media.kind].widths;
  const largest = widths[widths.length - 1] ?? media.width;
  return {
    src: `${media.base}-${largest}.webp`,
    width: media.width,
    height: media.height,
    // French alt text on an English page would be French to an English visitor: left for the editor to write.
    alt: (language === 'fr' ? media.alt?.fr : media.alt?.en) ?? '',
    caption: '',
  };
}

/**
 * The editor's image window: an image of the library chosen (or sent, alt text asked), then its
 * alt text and caption in the text's language; for an image already in the text, those two to edit.
 */
export function FigureDialog({
  open,
  onOpenChange,
  textLanguage,
  editing,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  textLanguage: Language;
  /** The selected image of the text, or null to insert one. */
  editing: FigureAttributes | null;
  onApply: (figure: FigureAttributes) => void;
}) {
  const t = useT(richTextMessages);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing ? 'figure.title_edit' : 'figure.title_insert')}
      closeLabel={t('close')}
      wide
    >
      {open ? (
        <FigureForm
          textLanguage={textLanguage}
          editing={editing}
          onApply={(figure) => {
            onApply(figure);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function FigureForm({
  textLanguage,
  editing,
  onApply,
  onCancel,
}: {
  textLanguage: Language;
  editing: FigureAttributes | null;
  onApply: (figure: FigureAttributes) => void;
  onCancel: () => void;
}) {
  const t = useT(richTextMessages);
  const id = useId();
  const [figure, setFigure] = useState<FigureAttributes | null>(editing);
  if (!figure) return <MediaPicker allowUpload onChoose={(media) => setFigure(figureOf(media, textLanguage))} />;

  return (
    <form
      className="grid gap-4 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...figure, alt: figure.alt.trim(), caption: figure.caption.trim() });
      }}
    >
      <div className="flex flex-col gap-2">
        <img src={figure.src} alt="" width={figure.width} height={figure.height} className="h-auto w-full rounded-lg" />
        <button type="button" className={`${buttonClass.secondary} self-start`} onClick={() => setFigure(null)}>
          {t('figure.other')}
        </button>
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-alt`} className="text-sm font-semibold text-slate-800">
            {t('figure.alt')}
          </label>
          <input
            id={`${id}-alt`}
            lang={textLanguage}
            className={inputClass}
            value={figure.alt}
            maxLength={300}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => setFigure({ ...figure, alt: event.target.value })}
          />
          <p id={`${id}-alt-hint`} className="text-xs text-slate-600">
            {t('figure.alt_hint')}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-caption`} className="text-sm font-semibold text-slate-800">
            {t('figure.caption')}
          </label>
          <input
            id={`${id}-caption`}
            lang={textLanguage}
            className={inputClass}
            value={figure.caption}
            maxLength={300}
            onChange={(event) => setFigure({ ...figure, caption: event.target.value })}
          />
        </div>
        <div className="mt-auto flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className={buttonClass.primary}>
            {t(editing ? 'figure.apply' : 'figure.insert')}
          </button>
        </div>
      </div>
    </form>
  );
}
