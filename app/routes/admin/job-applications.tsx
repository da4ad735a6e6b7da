import { JobApplicationsListScreen } from '#app/features/job-applications/admin/job-applications-list-screen.tsx';

export default function AdminJobApplications() {
  return <JobApplicationsListScreen />;
}
