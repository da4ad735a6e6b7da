import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminJobApplicationJob } from '#contract/schemas/job-application.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';

/** The jobs that have applications, with their counts; every row of a list shares this one request. */
export function useJobApplicationCounts() {
  return useQuery({
    queryKey: [...adminKeys.resource('job-applications'), 'jobs'],
    queryFn: ({ signal }) => apiRequest<AdminJobApplicationJob[]>('/admin/job-applications/jobs', { signal }),
  });
}

/** A job's applications as a link to their list filtered on the job: "3 (1 new)". */
export function JobApplicationsCount({
  jobPostId,
  label,
}: {
  jobPostId: number;
  label: (total: number, fresh: number) => string;
}) {
  const counts = useJobApplicationCounts();
  const job = counts.data?.find((entry) => entry.job_post_id === jobPostId);
  const total = job?.total ?? 0;
  const fresh = job?.new ?? 0;
  return (
    <Link
      to={`/admin/job-applications?job_post_id=${jobPostId}`}
      className="font-medium text-brand-700 hover:underline"
    >
      {label(total, fresh)}
    </Link>
  );
}
