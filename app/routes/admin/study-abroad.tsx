import { StudyAbroadScreen } from '#app/features/study-abroad/admin/study-abroad-screen.tsx';

export default function AdminStudyAbroad() {
  return <StudyAbroadScreen />;
}
