import { Suspense } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '#app/components/layout/page-spinner.tsx';
import { itemIdFrom } from './item-id.ts';
import { useKindScreens } from './kind-screens.ts';

/** Every content kind's form, at {adminPath}/new and {adminPath}/edit/{id} (routes.ts), started afresh per item. */
export default function AdminKindForm() {
  const { Form } = useKindScreens();
  const { id } = useParams();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Form key={id ?? 'new'} id={itemIdFrom(id)} />
    </Suspense>
  );
}
