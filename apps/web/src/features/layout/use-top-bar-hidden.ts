import { useEffect, useState } from 'react';

import { isTopBarHidden } from './layout-rules';

/** True while the top bar is hidden: scrolled down past 50 px, until the next scroll up (SPEC §2). */
export function useTopBarHidden(): boolean {
  const [isHidden, setIsHidden] = useState(false);
  useEffect(() => {
    let previousY = window.scrollY;
    let hidden = false;
    const onScroll = () => {
      const y = window.scrollY;
      hidden = isTopBarHidden(previousY, y, hidden);
      previousY = y;
      setIsHidden(hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return isHidden;
}
