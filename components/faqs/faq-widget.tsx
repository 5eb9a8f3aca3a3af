'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The element the third-party widget renders into. */
export const FAQ_WIDGET_AREA_ID = 'faq-widget';

interface FaqWidgetProps {
  src: string;
  /** The site's own FAQs: shown until the widget has rendered, and whenever it does not. */
  children: ReactNode;
}

/**
 * Loads the third-party FAQ widget while /faqs is on screen. The script element is added on
 * entering and, on leaving (client-side navigation included), removed together with
 * everything the widget rendered into its area, so nothing of it lingers on other pages.
 * A fresh script element on every visit makes the widget run again when the visitor returns.
 */
export function FaqWidget({ src, children }: FaqWidgetProps) {
  const area = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    const container = area.current;
    if (!container) return;
    const observer = new MutationObserver(() => setRendered(container.childElementCount > 0));
    observer.observe(container, { childList: true });

    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.faqWidget = '';
    document.body.appendChild(script);

    return () => {
      observer.disconnect();
      script.remove();
      container.replaceChildren();
    };
  }, [src]);

  return (
    <>
      {/* React renders no children here: the area belongs to the widget. */}
      <div id={FAQ_WIDGET_AREA_ID} ref={area} data-faq-widget-area="" />
      <div hidden={rendered}>{children}</div>
    </>
  );
}
