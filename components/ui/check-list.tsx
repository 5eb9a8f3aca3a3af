import { Check } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from './icon';

export interface CheckListItem {
  key: string;
  content: ReactNode;
}

export function CheckList({ items }: { items: CheckListItem[] }) {
  return (
    <ul className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {items.map(({ key, content }) => (
        <li key={key} className="flex gap-3 border-t border-line pt-4 leading-snug">
          <Icon icon={Check} className="mt-0.5 size-5 shrink-0 text-brand" />
          {content}
        </li>
      ))}
    </ul>
  );
}
