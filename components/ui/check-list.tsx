import type { ReactNode } from 'react';
import { MaskIcon, type MaskName } from './mask-icon';

export interface CheckListItem {
  key: string;
  content: ReactNode;
  icon?: MaskName;
}

interface IconListProps {
  items: CheckListItem[];
  className: string;
  itemClassName: string;
  iconClassName: string;
}

export function IconList({ items, className, itemClassName, iconClassName }: IconListProps) {
  return (
    <ul className={className}>
      {items.map(({ key, content, icon }) => (
        <li key={key} className={itemClassName}>
          <MaskIcon name={icon ?? 'check'} className={iconClassName} />
          {content}
        </li>
      ))}
    </ul>
  );
}

export function CheckList({ items }: { items: CheckListItem[] }) {
  return (
    <IconList
      items={items}
      className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-2"
      itemClassName="flex gap-3 border-t border-line pt-4 leading-snug"
      iconClassName="mt-0.5 size-5 shrink-0 text-brand"
    />
  );
}
