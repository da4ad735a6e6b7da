import { Suspense } from 'react';
import { PageSpinner } from '#app/components/layout/page-spinner.tsx';
import { useKindScreens } from './kind-screens.ts';

/** Every content kind's list, at its declaration's adminPath (routes.ts). */
export default function AdminKindList() {
  const { List } = useKindScreens();
  return (
    <Suspense fallback={<PageSpinner />}>
      <List />
    </Suspense>
  );
}
