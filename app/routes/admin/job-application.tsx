import { useParams } from 'react-router';
import { JobApplicationDetailScreen } from '#app/features/job-applications/admin/job-application-detail-screen.tsx';

export default function AdminJobApplication() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  return <JobApplicationDetailScreen key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />;
}
