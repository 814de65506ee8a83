import { useEffect, useState, useSyncExternalStore } from 'react';
import { networkQuality, type NetworkQuality } from '@abhyas/domain';
import { onSlowNetworkFlag, slowNetworkFlag } from '../../../lib/slow-network.ts';

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function current(slowFlag: boolean): NetworkQuality {
  return networkQuality({ online: navigator.onLine, effectiveType: connection()?.effectiveType ?? null, slowFlag });
}

/**
 * offline / slow / online from `navigator.onLine` and `navigator.connection.effectiveType`,
 * and the 2-second slow flag of our API calls (lib/slow-network.ts), updated on online, offline,
 * connection and flag changes (platform.md §8).
 */
export function useNetworkQuality(): NetworkQuality {
  const slowFlag = useSyncExternalStore(onSlowNetworkFlag, slowNetworkFlag, () => false);
  // Bumped by online/offline/connection events: `current` is read again.
  const [, setTick] = useState(0);
  useEffect(() => {
    const update = () => setTick((n) => n + 1);
    const conn = connection();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    conn?.addEventListener('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      conn?.removeEventListener('change', update);
    };
  }, []);
  return current(slowFlag);
}
