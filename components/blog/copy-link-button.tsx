'use client';

import { Link2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

/**
 * Copies the page address and confirms with a toast. The toast library loads on the
 * first press, so reading a post ships none of it. Toasts follow the site's rules: one
 * visible at a time, shown for 5 s, swiped away to the right, their region reached with F8.
 */
export function CopyLinkButton({ url }: { url: string }) {
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
      <button
        type="button"
        onClick={copy}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-ink/20 px-5 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white"
      >
        <Icon icon={Link2} className="size-4" />
        Copy link
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
