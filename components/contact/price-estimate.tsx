import { INDICATIVE_NOTE, priceRangeText, type PriceEstimate } from '@/lib/pricing';

export function PriceEstimateBox({ estimate }: { estimate: PriceEstimate }) {
  return (
    <div className="rounded-2xl border border-line bg-paper p-4 sm:p-5" data-testid="price-estimate">
      <p className="font-display text-lg font-bold text-ink">Typically {priceRangeText(estimate)} for a film like this</p>
      <p className="mt-1 text-sm leading-relaxed text-muted">{estimate.reason}.</p>
      <p className="mt-1 text-sm leading-relaxed text-muted">{INDICATIVE_NOTE}</p>
    </div>
  );
}

/** For a kind of film without a price range: its "From £…" and where its price comes from, instead of no word at all. */
export function PriceNoteBox({ note }: { note: string }) {
  return (
    <div className="rounded-2xl border border-line bg-paper p-4 sm:p-5" data-testid="price-note">
      <p className="text-sm leading-relaxed text-muted">{note}</p>
    </div>
  );
}
