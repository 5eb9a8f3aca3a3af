import { CheckList, type CheckListItem } from '@/components/ui/check-list';
import { Paragraphs } from './paragraphs';
import { QuoteBox } from './quote-box';

interface OverviewProps {
  paragraphs: readonly string[];
  listId: string;
  listTitle: string;
  items: CheckListItem[];
  quoteText: string;
  from?: string;
  location?: string;
}

export function Overview({ paragraphs, listId, listTitle, items, quoteText, from, location }: OverviewProps) {
  return (
    <div className="container-page grid gap-14 py-16 md:py-24 lg:grid-cols-12 lg:gap-16">
      <div className="lg:col-span-7">
        <Paragraphs paragraphs={paragraphs} />
        <section aria-labelledby={listId} className="mt-16">
          <h2 id={listId} className="text-display-sm font-bold">
            {listTitle}
          </h2>
          <CheckList items={items} />
        </section>
      </div>
      <div className="lg:col-span-5">
        <div className="lg:sticky lg:top-28">
          <QuoteBox text={quoteText} from={from} location={location} />
        </div>
      </div>
    </div>
  );
}
