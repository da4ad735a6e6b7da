import type { ImageKind } from '#contract/images.ts';
import type { LibraryMedia } from '#contract/schemas/media.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';

/** One page of the library, newest first, narrowed by a search and a format. */
export function useMediaList({
  page,
  perPage,
  search,
  kind,
}: {
  page: number;
  perPage: number;
  search?: string;
  kind?: ImageKind | '';
}) {
  return useAdminList<LibraryMedia>('media', {
    page,
    per_page: perPage,
    search: search || undefined,
    kind: kind || undefined,
  });
}
