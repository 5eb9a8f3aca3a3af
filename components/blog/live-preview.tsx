'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export function LivePreview({ localEditors }: { localEditors: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (window.top === window) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('@/lib/live-preview-connect').then(({ connectLivePreview }) => {
      if (!unmounted) stop = connectLivePreview(() => router.refresh(), localEditors);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [router, localEditors]);
  return null;
}
