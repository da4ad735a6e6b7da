import type { ComponentProps } from 'react';
import { FormInput } from '#app/components/admin/form-input.tsx';
import type { SettingsFormValues } from './settings-form-values.ts';

/** One labelled settings input ("settings-contact-phone"), registered on the settings form. */
export function SettingsInput(props: Omit<ComponentProps<typeof FormInput<SettingsFormValues>>, 'idPrefix'>) {
  return <FormInput<SettingsFormValues> idPrefix="settings" {...props} />;
}
