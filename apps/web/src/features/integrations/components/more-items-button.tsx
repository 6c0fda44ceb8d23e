import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import type { useCloudListing } from '../use-cloud-import';

/** "Show more" while a listing has a next page (SPEC §7 "list all files"); nothing otherwise. */
export function MoreItemsButton({
  listing,
}: {
  listing: Pick<ReturnType<typeof useCloudListing>, 'hasMore' | 'isLoadingMore' | 'loadMore'>;
}) {
  const { t } = useTranslation();
  if (!listing.hasMore) {
    return null;
  }
  return (
    <Button
      type="button"
      outlined
      icon="pi pi-angle-down"
      label={t('integrations.import.more')}
      loading={listing.isLoadingMore}
      onClick={() => void listing.loadMore()}
    />
  );
}
