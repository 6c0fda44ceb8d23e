import { Outlet } from 'react-router-dom';

import { usePublicConfig, type PublicConfig } from '../../../lib/public-config';
import { FeatureBlockedPage } from '../feature-blocked-page';

/** A feature the server can block in demo mode. */
export type BlockableFeature = PublicConfig['blockedFeatures'][number];

/**
 * The demo blocker: the feature-blocked screen instead of the route when the server's public
 * config lists `feature` as blocked (DECISIONS.md "Demo mode"; SPEC §2 puts /extractor/new and
 * /chatbot/new-topic behind it).
 */
export function DemoBlocker({ feature }: { feature: BlockableFeature }) {
  const { blockedFeatures } = usePublicConfig();
  return blockedFeatures.includes(feature) ? <FeatureBlockedPage /> : <Outlet />;
}
