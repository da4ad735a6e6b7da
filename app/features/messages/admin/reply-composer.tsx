import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { fillReplyTemplate } from '#contract/reply-templates.ts';
import type { AdminMessage } from '#contract/schemas/message.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { messageAdminMessages } from './messages.ts';
import { useReplyTemplates, useSendReply } from './use-lead-actions.ts';
import { Panel } from '#app/components/admin/panel.tsx';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

/**
 * Staff's answer, from a template filled in the contact's language (name and service), then edited;
 * it leaves through the mail outbox and stays in the lead's history.
 */
export function ReplyComposer({ lead }: { lead: AdminMessage }) {
  const t = useT(messageAdminMessages);
  const templates = useReplyTemplates();
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState(`Re: ${lead.service ?? lead.subject}`);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const send = useSendReply(
    lead.id,
    () => {
      setBody('');
      setTemplateId('');
    },
    setErrors,
  );
  const contactLanguage = lead.language === 'en' ? 'en' : 'fr';

  const choose = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.templates.find((candidate) => candidate.id === id);
    if (!template) return;
    const filled = fillReplyTemplate(template, lead, contactLanguage);
    setSubject(filled.subject);
    setBody(filled.body);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    send.mutate({ subject, body });
  };

  return (
    <Panel
      id="lead-reply-title"
      title={t('reply.title')}
      actions={
        <Link to="/admin/reply-templates" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('reply.templates_manage')}
        </Link>
      }
    >
      {lead.email ? (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t(`reply.in_${contactLanguage}`)}</p>
          <FormField id="lead-reply-template" label={t('reply.template')}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={templateId}
                onChange={(event) => choose(event.target.value)}
              >
                <option value="">{t('reply.template_none')}</option>
                {templates.data?.templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.title[contactLanguage]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="lead-reply-subject" label={t('reply.subject')} required error={errors.subject?.[0]}>
            {(control) => (
              <input
                {...control}
                className={inputClass}
                maxLength={200}
                required
                value={subject}
                onChange={(event) => setSubject(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="lead-reply-body" label={t('reply.body')} required error={errors.body?.[0]}>
            {(control) => (
              <textarea
                {...control}
                rows={8}
                maxLength={10_000}
                required
                className={inputClass}
                value={body}
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </FormField>
          <div>
            <BusyButton busy={send.isPending} icon={Send}>
              {t('reply.send')}
            </BusyButton>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{t('reply.no_email')}</p>
      )}
    </Panel>
  );
}
