import type { AdminJobApplication, JobApplicationStage } from '#contract/schemas/job-application.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { downloadCsv } from '#app/lib/admin/download-csv.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { jobApplicationAdminMessages } from './messages.ts';

export const JOB_APPLICATIONS = 'job-applications';

export function useChangeStage() {
  const t = useT(jobApplicationAdminMessages);
  return useAdminMutation<{ id: number; stage: JobApplicationStage }, AdminJobApplication>({
    mutationFn: ({ id, stage }) =>
      apiRequest(`/admin/${JOB_APPLICATIONS}/${id}/stage`, { method: 'PATCH', body: { stage } }),
    resources: [JOB_APPLICATIONS],
    successTitle: t('toast.stage'),
  });
}

export function useAddNote(onAdded: () => void) {
  const t = useT(jobApplicationAdminMessages);
  return useAdminMutation<{ id: number; body: string }, AdminJobApplication>({
    mutationFn: ({ id, body }) =>
      apiRequest(`/admin/${JOB_APPLICATIONS}/${id}/notes`, { method: 'POST', body: { body } }),
    resources: [JOB_APPLICATIONS],
    successTitle: t('toast.note'),
    onSuccess: onAdded,
  });
}

export function useDeleteApplication(onDeleted: () => void) {
  const t = useT(jobApplicationAdminMessages);
  return useAdminMutation<{ id: number }, unknown>({
    mutationFn: ({ id }) => apiRequest(`/admin/${JOB_APPLICATIONS}/${id}`, { method: 'DELETE' }),
    resources: [JOB_APPLICATIONS],
    successTitle: t('toast.deleted'),
    skipRefresh: ({ id }) => [adminKeys.detail(JOB_APPLICATIONS, id)],
    onSuccess: onDeleted,
  });
}

/** The CV through the authenticated route (a plain link could not carry the bearer token). */
export function useDownloadCv() {
  const t = useT(jobApplicationAdminMessages);
  return useAdminMutation<{ id: number; fileName: string }, void>({
    mutationFn: ({ id, fileName }) => downloadCsv(`/admin/${JOB_APPLICATIONS}/${id}/cv`, {}, fileName),
    resources: [],
    successTitle: t('toast.downloaded'),
  });
}
