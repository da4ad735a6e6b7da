import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CHECKLIST_ITEM_KINDS, studyAbroadSchema } from '#contract/study-abroad.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormInput } from '#app/components/admin/form-input.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { RecordSection } from '#app/components/admin/record-section.tsx';
import { WholeRecordForm } from '#app/components/admin/whole-record-form.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useWholeRecordForm } from '#app/lib/admin/use-whole-record-form.ts';
import {
  newChecklistItem,
  newDestination,
  type StudyAbroadFormValues,
  toFormValues,
  toStudyAbroadInput,
} from './form-values.ts';
import { studyAbroadAdminMessages } from './messages.ts';
import { OrderButtons } from '#app/components/admin/order-buttons.tsx';

const ID_PREFIX = 'study';

/** /admin/study-abroad: the checklist's destinations, each with its steps and documents, saved whole and audited. */
export function StudyAbroadScreen() {
  const t = useT(studyAbroadAdminMessages);
  const record = useWholeRecordForm({
    resource: 'study-abroad',
    schema: studyAbroadSchema,
    toValues: toFormValues,
    toInput: toStudyAbroadInput,
  });
  const destinations = useFieldArray({ control: record.form.control, name: 'destinations' });
  return (
    <WholeRecordForm title={t('title')} description={t('description')} record={record} discardLabel={t('discard')}>
      {destinations.fields.length === 0 ? <p className="text-slate-700">{t('empty')}</p> : null}
      {destinations.fields.map((field, index) => (
        <DestinationSection key={field.id} index={index} onRemove={() => destinations.remove(index)} />
      ))}
      <div>
        <button type="button" className={buttonClass.secondary} onClick={() => destinations.append(newDestination())}>
          <Plus aria-hidden="true" className="size-4" />
          {t('destination.add')}
        </button>
      </div>
    </WholeRecordForm>
  );
}

function DestinationSection({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useT(studyAbroadAdminMessages);
  const { language } = useLanguage();
  const { control, register } = useFormContext<StudyAbroadFormValues>();
  const items = useFieldArray({ control, name: `destinations.${index}.items` });
  const countries = useWatch({ control, name: `destinations.${index}.country` });
  const country = (language === 'en' && countries?.en) || countries?.fr;
  const number = index + 1;
  const titleId = `${ID_PREFIX}-destination-${index}-title`;

  return (
    <RecordSection
      id={titleId}
      title={country ? `${t('destination', { number })} · ${country}` : t('destination', { number })}
      removeLabel={t('destination.remove', { number })}
      onRemove={onRemove}
    >
      <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
        <FormInput<StudyAbroadFormValues>
          idPrefix={ID_PREFIX}
          name={`destinations.${index}.id`}
          label={t('destination.id')}
          hint={t('destination.id_hint')}
          required
        />
        <LocalizedField name={`destinations.${index}.country`} label={t('destination.country')} maxLength={80} />
      </div>
      <SwitchField
        control={control}
        name={`destinations.${index}.active`}
        id={`${ID_PREFIX}-destinations-${index}-active`}
        label={t('destination.active')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-base font-semibold text-slate-900">{t('items')}</legend>
        <p className="text-sm text-slate-700">{t('items.hint')}</p>
        {items.fields.map((item, itemIndex) => {
          const itemNumber = itemIndex + 1;
          const kindId = `${ID_PREFIX}-destinations-${index}-items-${itemIndex}-kind`;
          return (
            <fieldset key={item.id} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
              <legend className="sr-only">{t('item.legend', { number: itemNumber })}</legend>
              <div className="flex flex-wrap items-end justify-between gap-2">
                <div className="w-48">
                  <FormField id={kindId} label={t('item.kind')}>
                    {(fieldControl) => (
                      <select
                        {...fieldControl}
                        className={inputClass}
                        {...register(`destinations.${index}.items.${itemIndex}.kind`)}
                      >
                        {CHECKLIST_ITEM_KINDS.map((kind) => (
                          <option key={kind} value={kind}>
                            {t(`item.kind.${kind}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                </div>
                <OrderButtons
                  index={itemIndex}
                  count={items.fields.length}
                  direction="vertical"
                  labels={{
                    before: t('item.up', { number: itemNumber }),
                    after: t('item.down', { number: itemNumber }),
                    remove: t('item.remove', { number: itemNumber }),
                  }}
                  move={items.move}
                  remove={items.remove}
                />
              </div>
              <LocalizedField
                name={`destinations.${index}.items.${itemIndex}.title`}
                label={t('item.title')}
                maxLength={160}
              />
              <LocalizedField
                name={`destinations.${index}.items.${itemIndex}.details`}
                label={t('item.details')}
                multiline
                rows={2}
                maxLength={600}
              />
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-2">
          {(['step', 'document'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className={buttonClass.secondary}
              onClick={() => items.append(newChecklistItem(kind))}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t(`item.add_${kind}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </RecordSection>
  );
}
