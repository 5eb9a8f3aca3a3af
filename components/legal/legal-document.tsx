import { PageHeader } from '@/components/ui/page-header';
import type { LegalDocument } from '@/content/legal';
import { InlineText } from './inline-text';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={document.title} crumbs={[{ name: document.title, path: document.path }]}>
        <p className="mt-4 text-sm text-muted">
          Last updated <time dateTime={document.updatedAt}>{dateFormat.format(new Date(document.updatedAt))}</time>
        </p>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink/85">{document.summary}</p>
      </PageHeader>

      <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-12">
        <nav aria-labelledby="legal-contents" className="lg:col-span-4">
          <div className="rounded-card border border-line bg-white p-6 lg:sticky lg:top-28 lg:max-h-[calc(100svh-8rem)] lg:overflow-y-auto">
            <h2 id="legal-contents" className="eyebrow text-muted">
              Contents
            </h2>
            <ol className="mt-4 space-y-1 text-[0.95rem]">
              {document.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-3 rounded-lg px-2 py-1.5 text-ink/85 transition-colors hover:bg-paper hover:text-brand-deep"
                  >
                    <span aria-hidden className="w-5 shrink-0 text-muted tabular-nums">
                      {index + 1}.
                    </span>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="max-w-[68ch] lg:col-span-8">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-28 border-t border-line pt-8 first:border-t-0 first:pt-0 [&+section]:mt-10"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
                <span className="mr-3 text-brand">{index + 1}.</span>
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-[1.05rem] leading-[1.75] text-ink/85">
                {section.body.map((block, blockIndex) =>
                  typeof block === 'string' ? (
                    <p key={blockIndex}>
                      <InlineText copy={block} from={document.path} />
                    </p>
                  ) : (
                    <ul key={blockIndex} className="list-disc space-y-2 pl-6 marker:text-brand">
                      {block.list.map((item) => (
                        <li key={item}>
                          <InlineText copy={item} from={document.path} />
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
