import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { type ReplyTemplates, type ReplyTemplatesInput, replyTemplatesSchema } from '#contract/reply-templates.ts';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { FormInput } from '#app/components/admin/form-input.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { RecordSection } from '#app/components/admin/record-section.tsx';
import { WholeRecordForm } from '#app/components/admin/whole-record-form.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useWholeRecordForm } from '#app/lib/admin/use-whole-record-form.ts';
import { messageAdminMessages } from './messages.ts';

const ID_PREFIX = 'reply-templates';

const newTemplate = () => ({
  id: '',
  title: { fr: '', en: '' },
  subject: { fr: '', en: '' },
  body: { fr: '', en: '' },
});

// Module-level: the form is loaded again whenever these change.
const toValues = (saved: ReplyTemplates): ReplyTemplatesInput => saved;
const toInput = (values: ReplyTemplatesInput): ReplyTemplatesInput => ({
  templates: values.templates.map((template) => ({ ...template, id: template.id.trim() })),
});

/** /admin/reply-templates: the ready-made answers to leads, in both languages, saved whole and audited. */
export function ReplyTemplatesScreen() {
  const t = useT(messageAdminMessages);
  const record = useWholeRecordForm({
    resource: 'reply-templates',
    schema: replyTemplatesSchema,
    toValues,
    toInput,
  });
  const templates = useFieldArray({ control: record.form.control, name: 'templates' });
  return (
    <WholeRecordForm
      title={t('templates.title')}
      description={t('templates.description')}
      record={record}
      discardLabel={t('templates.discard')}
    >
      {templates.fields.length === 0 ? <p className="text-slate-700">{t('templates.empty')}</p> : null}
      {templates.fields.map((field, index) => (
        <TemplateSection key={field.id} index={index} onRemove={() => templates.remove(index)} />
      ))}
      <div>
        <button type="button" className={buttonClass.secondary} onClick={() => templates.append(newTemplate())}>
          <Plus aria-hidden="true" className="size-4" />
          {t('templates.add')}
        </button>
      </div>
    </WholeRecordForm>
  );
}

function TemplateSection({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useT(messageAdminMessages);
  const { language } = useLanguage();
  const { control } = useFormContext<ReplyTemplatesInput>();
  const titles = useWatch({ control, name: `templates.${index}.title` });
  const title = (language === 'en' && titles?.en) || titles?.fr;
  const number = index + 1;
  const titleId = `${ID_PREFIX}-${index}-title`;
  return (
    <RecordSection
      id={titleId}
      title={title ? `${t('templates.item', { number })} · ${title}` : t('templates.item', { number })}
      removeLabel={t('templates.remove', { number })}
      onRemove={onRemove}
    >
      <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
        <FormInput<ReplyTemplatesInput>
          idPrefix={ID_PREFIX}
          name={`templates.${index}.id`}
          label={t('templates.id')}
          hint={t('templates.id_hint')}
          required
        />
        <LocalizedField name={`templates.${index}.title`} label={t('templates.name')} maxLength={80} />
      </div>
      <LocalizedField name={`templates.${index}.subject`} label={t('templates.subject')} maxLength={200} />
      <LocalizedField
        name={`templates.${index}.body`}
        label={t('templates.body')}
        multiline
        rows={8}
        maxLength={5000}
      />
    </RecordSection>
  );
}
