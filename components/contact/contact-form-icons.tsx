import { MaskIcon } from '@/components/ui/mask-icon';

/** Rendered on the server and handed to the form, so their shapes ship as markup, not script. */
export const contactFormIcons = {
  select: (
    <MaskIcon name="chevron-down" className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted" />
  ),
  open: <MaskIcon name="chevron-down" className="size-5 text-muted" />,
  send: <MaskIcon name="send" className="size-4" />,
  error: <MaskIcon name="circle-alert" className="mt-0.5 size-4 shrink-0" />,
};
