import { Eye, Hand } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { COMPANY_TIME_ZONE } from '#contract/constants.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { editMarkMessages } from '#app/i18n/messages/edit-marks.ts';
import { type EditMarkControl, useEditMark } from '#app/lib/admin/use-edit-mark.ts';
import { formatTime } from '#app/lib/format-date.ts';
import { buttonClass } from './buttons.ts';

/**
 * What a content form says of its item's editing mark (ADR 0038): who else is editing it since
 * when, with read only, take over or back; or who took it over from this editor, with take it back.
 * Nothing while the editor holds the mark.
 */
export function EditMarkNotice({ mark, listPath }: { mark: EditMarkControl; listPath: string }) {
  const t = useT(editMarkMessages);
  const { language } = useLanguage();
  const titleId = useId();
  const { state } = mark;
  if (state.status === 'free' || state.status === 'held') return null;
  const time = (value: string) => <time dateTime={value}>{formatTime(value, language, COMPANY_TIME_ZONE)}</time>;
  const back = (
    <Link to={listPath} className={buttonClass.secondary}>
      {t('back')}
    </Link>
  );
  const takeOver = (label: string) => (
    <button type="button" className={buttonClass.primary} onClick={() => void mark.takeOver()}>
      <Hand aria-hidden="true" className="size-4" />
      {label}
    </button>
  );

  let title: ReactNode;
  let help: string;
  let actions: ReactNode;
  if (state.status === 'taken_over') {
    title = withTime(t('taken_over', { name: state.by.name, time: TIME }), time(state.at));
    help = t('taken_over_help', { name: state.by.name });
    actions = (
      <>
        {takeOver(t('take_back'))}
        {back}
      </>
    );
  } else {
    title = withTime(t('editing', { name: state.holder.name, time: TIME }), time(state.since));
    help = state.reading ? t('reading') : t('choose', { name: state.holder.name });
    actions = state.reading ? (
      takeOver(t('take_over'))
    ) : (
      <>
        <button type="button" className={buttonClass.secondary} onClick={mark.readOnlyChosen}>
          <Eye aria-hidden="true" className="size-4" />
          {t('read_only')}
        </button>
        {takeOver(t('take_over'))}
        {back}
      </>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      role={state.status === 'taken_over' ? 'alert' : undefined}
      data-testid="edit-mark-notice"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      <p className="text-sm">{help}</p>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}

/** Where the time goes in a translated sentence, to be drawn as a <time> element. */
const TIME = '\u0000';

function withTime(text: string, time: ReactNode): ReactNode {
  const [before = '', after = ''] = text.split(TIME);
  return (
    <>
      {before}
      {time}
      {after}
    </>
  );
}

/**
 * The editing mark of a content form in one call: whether the form must be read only, and the
 * notice to show above it (nothing for a new item).
 */
export function useEditMarkNotice(resource: string, id: number | null, listPath: string) {
  const mark = useEditMark(resource, id);
  return {
    readOnly: mark.readOnly,
    settled: mark.settled,
    notice: <EditMarkNotice mark={mark} listPath={listPath} />,
  };
}
