'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

export const FAQ_WIDGET_AREA_ID = 'faq-widget';

interface FaqWidgetProps {
  src: string;
  children: ReactNode;
}

/** A fresh script element per visit re-runs the widget; leaving removes all it rendered. */
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
