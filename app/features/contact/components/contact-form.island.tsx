import { ToastProvider } from '#app/components/ui/toast.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { defineIsland } from '#app/islands/define-island.tsx';
import { contactMessages } from '../messages.ts';
import { type ContactActionResult, ContactForm } from './contact-form.tsx';
import type { ServiceOption } from '../api/get-active-services.ts';

/** The form and the toasts that answer it: it posts natively until its island runs. */
function ContactFormWithToasts(props: {
  services: ServiceOption[];
  actionResult: ContactActionResult | undefined;
  startMessage: string;
  idPrefix: string;
  labelledBy: string;
  action: string;
}) {
  const t = useT(contactMessages);
  return (
    <ToastProvider labels={{ region: t('toast.region'), toast: t('toast.label'), close: t('toast.close') }}>
      <ContactForm {...props} />
    </ToastProvider>
  );
}

export default defineIsland('contact-form', ContactFormWithToasts, 'idle');
