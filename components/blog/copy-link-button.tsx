'use client';

import { useState, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';

export function CopyLinkButton({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  async function copy() {
    // Written before the toast library is fetched: Safari allows a clipboard write only while handling the press.
    const [copied, sonner] = await Promise.all([writeToClipboard(url), import('sonner')]);
    setToaster(() => sonner.Toaster);
    if (copied) sonner.toast.success('Link copied to clipboard');
    else sonner.toast.error(`Could not copy the link. The address is ${url}`);
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

function writeToClipboard(text: string): Promise<boolean> {
  try {
    return navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    );
  } catch {
    return Promise.resolve(false);
  }
}
