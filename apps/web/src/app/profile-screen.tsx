import { ApiKeysSection } from '../features/api-keys/api-keys-section';
import { ConnectedAccountsSection } from '../features/integrations/connected-accounts-section';
import { ProfilePage } from '../features/profile/profile-page';
import { WebhooksSection } from '../features/webhooks/webhooks-section';

/** The profile screen as the app composes it: the profile's cards, then the API keys and the webhooks. */
export function ProfileScreen() {
  return (
    <ProfilePage
      sections={
        <>
          <ApiKeysSection className="folio-profile__card" />
          <WebhooksSection className="folio-profile__card" />
          <ConnectedAccountsSection className="folio-profile__card" />
        </>
      }
    />
  );
}
