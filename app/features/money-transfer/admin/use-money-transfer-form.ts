import { moneyTransferInputSchema } from '#contract/money-transfer/corridors.ts';
import { useWholeRecordForm } from '#app/lib/admin/use-whole-record-form.ts';
import { toFormValues, toMoneyTransferInput } from './form-values.ts';

/** The corridors are one object (GET / PUT /api/admin/money-transfer), edited whole. */
export function useMoneyTransferForm() {
  return useWholeRecordForm({
    resource: 'money-transfer',
    schema: moneyTransferInputSchema,
    toValues: toFormValues,
    toInput: toMoneyTransferInput,
  });
}
