'use client';

import { useState, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';

/**
 * Copies the page address and confirms with a toast; its label and style come from the server.
 * The toast library loads on the first press, so reading a post ships none of it. Toasts follow
 * the site's rules: one visible at a time, shown for 5 s, swiped away to the right, their region
 * reached with F8.
 */
export function CopyLinkButton({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  async function copy() {
    const sonner = await import('sonner');
    setToaster(() => sonner.Toaster);
    try {
      await navigator.clipboard.writeText(url);
      sonner.toast.success('Link copied to clipboard');
    } catch {
      sonner.toast.error(`Could not copy the link. The address is ${url}`);
    }
  }

  return (
    <>
      <button type="button" onClick={copy} className={className}>
        {children}
      </button>
      {Toaster && (
        <Toaster
          position="bottom-right"
          visibleToasts={1}
          duration={5000}
          swipeDirections={['right']}
          hotkey={['F8']}
          toastOptions={{ className: 'font-sans' }}
        />
      )}
    </>
  );
}
