import { useEffect, useState, type ReactNode } from 'react';

import { LoadingScreen } from './loading-screen';

/**
 * The app loading screen until `preload` settles (SPEC §2: styles, the icon library and the
 * common icons). A failed preload still lets the app show: it is only slower to look right.
 */
export function AssetGate({
  preload,
  children,
}: {
  preload: () => Promise<void>;
  children: ReactNode;
}) {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    preload()
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) {
          setIsReady(true);
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [preload]);
  return isReady ? children : <LoadingScreen />;
}
