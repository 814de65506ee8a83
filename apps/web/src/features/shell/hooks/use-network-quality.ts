import { useEffect, useState } from 'react';
import { networkQuality, type NetworkQuality } from '@abhyas/domain';

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function current(): NetworkQuality {
  return networkQuality({ online: navigator.onLine, effectiveType: connection()?.effectiveType ?? null });
}

/**
 * offline / slow / online from `navigator.onLine` and `navigator.connection.effectiveType`,
 * updated on online, offline and connection changes (platform.md §8).
 */
export function useNetworkQuality(): NetworkQuality {
  const [quality, setQuality] = useState<NetworkQuality>(current);
  useEffect(() => {
    const update = () => setQuality(current());
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
  return quality;
}
