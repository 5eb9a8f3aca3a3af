import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline } from '@contentful/rich-text-types';
import { MoveHorizontal } from 'lucide';
import { Children, Fragment, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { CallToAction } from '@/content/model';
import { isExternalHref } from '@/lib/blog/links';
import { withQuoteSource } from '@/lib/contact-routes';
import { plainText } from '@/lib/contentful/rich-text-document';
import type { PostAsset } from '@/lib/contentful/types';
import { headingIds } from '@/lib/heading-ids';
import { safeHref } from '@/lib/safe-url';
import { CallToActionBox } from './call-to-action-box';
import { EmbedLine } from './embed-line';
import { AssetDownload, AssetFigure, fileFacts } from './rich-text-asset';

/** Headings of a post body: body heading 1 becomes h2 so the page keeps its single h1. */
const headingClass = {
  1: 'mt-16 text-[1.9rem] font-bold leading-tight md:text-[2.25rem]',
  2: 'mt-14 text-[1.6rem] font-bold leading-tight md:text-[1.9rem]',
  3: 'mt-10 text-[1.3rem] font-semibold leading-snug',
  4: 'mt-9 text-[1.15rem] font-semibold leading-snug',
  5: 'mt-8 font-sans text-base font-bold uppercase tracking-[0.08em]',
  6: 'mt-8 font-sans text-sm font-bold uppercase tracking-[0.14em] text-muted',
} as const;

const headingTag = { 1: 'h2', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

function heading(level: keyof typeof headingClass, idFor: (text: string) => string) {
  return function renderHeading(node: Block | Inline, children: ReactNode) {
    const Tag = headingTag[level];
    return (
      <Tag id={idFor(plainText(node))} className={`scroll-mt-28 text-ink ${headingClass[level]}`}>
        {children}
      </Tag>
    );
  };
}

function targetId(node: Block | Inline): string {
  const sys = (node.data as { target?: { sys?: { id?: unknown; urn?: unknown } } }).target?.sys;
  const id = typeof sys?.id === 'string' ? sys.id : typeof sys?.urn === 'string' ? sys.urn : '';
  return id || 'unknown';
}

/** Own properties only: an id such as `toString` must not find a built-in function. */
const own = <T,>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

const linkClass =
  'font-medium text-brand-deep underline decoration-brand/35 decoration-[0.08em] underline-offset-[0.2em] transition-colors hover:decoration-brand';

function renderText(text: string): ReactNode {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

interface RenderContext {
  assets: Record<string, PostAsset>;
  entryLinks: Record<string, string>;
  embeds: Record<string, CallToAction>;
  siteOrigin: string;
  draft: boolean;
  pagePath?: string;
}

function options({ assets, entryLinks, embeds, siteOrigin, draft, pagePath }: RenderContext): Options {
  const sourced = (href: string) => (pagePath ? withQuoteSource(href, pagePath, siteOrigin) : href);
  const idFor = headingIds();
  // What the site cannot show is left out for visitors; in draft preview the owner sees a line naming it.
  const skipped = (node: Block | Inline) => (draft ? <EmbedLine nodeType={node.nodeType} id={targetId(node)} /> : null);
  const skippedInline = (node: Block | Inline, children?: ReactNode) => (
    <>
      {children}
      {draft && <EmbedLine nodeType={node.nodeType} id={targetId(node)} inline />}
    </>
  );
  return {
    renderText,
    renderMark: {
      [MARKS.BOLD]: (text) => <strong className="font-semibold text-ink">{text}</strong>,
      [MARKS.ITALIC]: (text) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text) => <u className="decoration-brand/50 underline-offset-4">{text}</u>,
      [MARKS.CODE]: (text) => <code className="rounded-md bg-sand px-1.5 py-0.5 font-mono text-[0.88em] text-ink">{text}</code>,
      [MARKS.SUPERSCRIPT]: (text) => <sup>{text}</sup>,
      [MARKS.SUBSCRIPT]: (text) => <sub>{text}</sub>,
      [MARKS.STRIKETHROUGH]: (text) => <s className="decoration-ink/50">{text}</s>,
    },
    renderNode: {
      [BLOCKS.PARAGRAPH]: (_node, children) => <p className="mt-6">{children}</p>,
      [BLOCKS.HEADING_1]: heading(1, idFor),
      [BLOCKS.HEADING_2]: heading(2, idFor),
      [BLOCKS.HEADING_3]: heading(3, idFor),
      [BLOCKS.HEADING_4]: heading(4, idFor),
      [BLOCKS.HEADING_5]: heading(5, idFor),
      [BLOCKS.HEADING_6]: heading(6, idFor),
      [BLOCKS.UL_LIST]: (_node, children) => (
        <ul className="mt-6 list-disc space-y-2.5 pl-6 marker:text-brand [&_ol]:mt-2.5 [&_ul]:mt-2.5">{children}</ul>
      ),
      [BLOCKS.OL_LIST]: (_node, children) => (
        <ol className="mt-6 list-decimal space-y-2.5 pl-6 marker:font-semibold marker:text-ink [&_ol]:mt-2.5 [&_ul]:mt-2.5">
          {children}
        </ol>
      ),
      [BLOCKS.LIST_ITEM]: (_node, children) => <li className="pl-1.5 [&>p]:mt-0">{children}</li>,
      [BLOCKS.QUOTE]: (_node, children) => (
        <blockquote className="my-10 border-l-[3px] border-brand py-1 pl-6 font-display text-[1.35rem] leading-snug font-bold text-ink md:text-[1.6rem] [&>p]:mt-0 [&>p+p]:mt-4">
          {children}
        </blockquote>
      ),
      [BLOCKS.HR]: () => <hr className="mx-auto my-14 w-24 border-0 border-t-2 border-line" />,
      [BLOCKS.TABLE]: (node, children) => {
        const rows = Children.toArray(children);
        const first = (node as Block).content[0] as Block | undefined;
        const hasHead =
          Boolean(first?.content.length) && first!.content.every((cell) => cell.nodeType === BLOCKS.TABLE_HEADER_CELL);
        return (
          <div className="@container my-10">
            <div
              className="overflow-x-auto rounded-card border border-line scroll-shadow-x"
              role="region"
              aria-label="Scrollable table"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it may scroll sideways (WCAG 2.1.1)
              tabIndex={0}
            >
              <table className="w-full min-w-[30rem] border-collapse text-left text-[0.95rem] leading-relaxed">
                {hasHead && <thead className="bg-sand">{rows[0]}</thead>}
                <tbody>{hasHead ? rows.slice(1) : rows}</tbody>
              </table>
            </div>
            {/* Shown while the box is narrower than the table's least width, i.e. while it scrolls. */}
            <p data-table-hint className="mt-2 hidden items-center gap-1.5 text-xs font-medium text-muted @max-[30.2rem]:flex">
              <Icon icon={MoveHorizontal} className="size-4 text-brand" />
              Scroll sideways to see the whole table
            </p>
          </div>
        );
      },
      [BLOCKS.TABLE_ROW]: (_node, children) => <tr className="border-t border-line first:border-t-0">{children}</tr>,
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => (
        <th scope="col" className="min-w-28 px-4 py-3 align-bottom font-semibold text-ink [&>p]:mt-0">
          {children}
        </th>
      ),
      [BLOCKS.TABLE_CELL]: (_node, children) => <td className="min-w-28 px-4 py-3 align-top [&>p]:mt-0">{children}</td>,
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = own(assets, targetId(node));
        if (!asset) return skipped(node);
        return asset.kind === 'image' ? <AssetFigure image={asset} /> : <AssetDownload file={asset} />;
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const action = own(embeds, targetId(node));
        return action ? <CallToActionBox action={{ ...action, href: sourced(action.href) }} /> : skipped(node);
      },
      [BLOCKS.EMBEDDED_RESOURCE]: skipped,
      [INLINES.EMBEDDED_ENTRY]: (node) => skippedInline(node),
      [INLINES.EMBEDDED_RESOURCE]: (node) => skippedInline(node),
      [INLINES.RESOURCE_HYPERLINK]: skippedInline,
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const href = own(entryLinks, targetId(node));
        if (href === undefined) return skippedInline(node, children);
        return (
          <a href={href} className={linkClass}>
            {children}
          </a>
        );
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const asset = own(assets, targetId(node));
        if (!asset) return skippedInline(node, children);
        const facts = asset.kind === 'file' ? fileFacts(asset) : '';
        return (
          <>
            <a href={asset.url} className={linkClass} {...(asset.kind === 'file' ? { download: asset.fileName } : {})}>
              {children}
            </a>
            {facts && <span className="text-[0.9em] text-muted"> ({facts})</span>}
          </>
        );
      },
      [INLINES.HYPERLINK]: (node, children) => {
        const safe = safeHref((node.data as { uri?: unknown }).uri);
        if (!safe) return <span>{children}</span>;
        const href = sourced(safe);
        const external = isExternalHref(href, siteOrigin);
        return (
          <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={linkClass}>
            {children}
            {external && <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        );
      },
    },
  };
}

interface RichTextProps {
  document: Document;
  assets?: Record<string, PostAsset>;
  entryLinks?: Record<string, string>;
  embeds?: Record<string, CallToAction>;
  siteOrigin: string;
  draft?: boolean;
  pagePath?: string;
}

export function RichText({
  document,
  assets = {},
  entryLinks = {},
  embeds = {},
  siteOrigin,
  draft = false,
  pagePath,
}: RichTextProps) {
  return <>{documentToReactComponents(document, options({ assets, entryLinks, embeds, siteOrigin, draft, pagePath }))}</>;
}
