import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline } from '@contentful/rich-text-types';
import { Image } from '@/components/ui/image';
import { Children, Fragment, type ReactNode } from 'react';
import { isExternalHref, safeHref } from '@/lib/blog-links';
import type { PostImage } from '@/lib/contentful/types';
import { EmbedLine } from './embed-line';

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

function heading(level: keyof typeof headingClass) {
  return function renderHeading(_node: Block | Inline, children: ReactNode) {
    const Tag = headingTag[level];
    return <Tag className={`scroll-mt-28 text-ink ${headingClass[level]}`}>{children}</Tag>;
  };
}

/** The id (or, for cross-space references, the URN) of a link's target, whatever shape it has. */
function targetId(node: Block | Inline): string {
  const sys = (node.data as { target?: { sys?: { id?: unknown; urn?: unknown } } }).target?.sys;
  const id = typeof sys?.id === 'string' ? sys.id : typeof sys?.urn === 'string' ? sys.urn : '';
  return id || 'unknown';
}

/** Line breaks typed inside a paragraph (shift+enter in Contentful) stay line breaks. */
function renderText(text: string): ReactNode {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function options(assets: Record<string, PostImage>, siteOrigin: string): Options {
  const embed = (node: Block | Inline) => <EmbedLine nodeType={node.nodeType} id={targetId(node)} />;
  const inlineEmbed = (node: Block | Inline, children?: ReactNode) => (
    <>
      {children}
      <EmbedLine nodeType={node.nodeType} id={targetId(node)} inline />
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
      [BLOCKS.HEADING_1]: heading(1),
      [BLOCKS.HEADING_2]: heading(2),
      [BLOCKS.HEADING_3]: heading(3),
      [BLOCKS.HEADING_4]: heading(4),
      [BLOCKS.HEADING_5]: heading(5),
      [BLOCKS.HEADING_6]: heading(6),
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
        // A first row of header cells becomes the table head, so each column has its header.
        const hasHead =
          Boolean(first?.content.length) && first!.content.every((cell) => cell.nodeType === BLOCKS.TABLE_HEADER_CELL);
        return (
          <div
            className="my-10 overflow-x-auto rounded-card border border-line bg-white"
            role="region"
            aria-label="Scrollable table"
            // A region that may scroll sideways must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="w-full min-w-[30rem] border-collapse text-left text-[0.95rem] leading-relaxed">
              {hasHead && <thead className="bg-sand">{rows[0]}</thead>}
              <tbody>{hasHead ? rows.slice(1) : rows}</tbody>
            </table>
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
        const id = targetId(node);
        // Own properties only: an id such as `toString` must not find a built-in function.
        const image = Object.hasOwn(assets, id) ? assets[id] : undefined;
        if (!image) return embed(node);
        return (
          <figure className="my-10">
            {image.width && image.height ? (
              <Image
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(min-width: 48rem) 42rem, 100vw"
                className="h-auto w-full rounded-card bg-sand"
              />
            ) : (
              <div className="relative aspect-video overflow-hidden rounded-card bg-sand">
                <Image src={image.url} alt={image.alt} fill sizes="(min-width: 48rem) 42rem, 100vw" className="object-contain" />
              </div>
            )}
            {image.alt && <figcaption className="mt-3 text-sm text-muted">{image.alt}</figcaption>}
          </figure>
        );
      },
      [BLOCKS.EMBEDDED_ENTRY]: embed,
      [BLOCKS.EMBEDDED_RESOURCE]: embed,
      [INLINES.EMBEDDED_ENTRY]: (node) => inlineEmbed(node),
      [INLINES.EMBEDDED_RESOURCE]: (node) => inlineEmbed(node),
      [INLINES.ENTRY_HYPERLINK]: inlineEmbed,
      [INLINES.ASSET_HYPERLINK]: inlineEmbed,
      [INLINES.RESOURCE_HYPERLINK]: inlineEmbed,
      [INLINES.HYPERLINK]: (node, children) => {
        const href = safeHref((node.data as { uri?: unknown }).uri);
        // A link with a scheme we do not allow (javascript:, data:, …) is shown as its text.
        if (!href) return <span>{children}</span>;
        const external = isExternalHref(href, siteOrigin);
        return (
          <a
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="font-medium text-brand-deep underline decoration-brand/35 decoration-[0.08em] underline-offset-[0.2em] transition-colors hover:decoration-brand"
          >
            {children}
            {external && <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        );
      },
    },
  };
}

export interface RichTextProps {
  document: Document;
  assets: Record<string, PostImage>;
  /** The site's own origin: links elsewhere open in a new tab. */
  siteOrigin: string;
}

/** A Contentful rich-text document, in the blog's reading typography. */
export function RichText({ document, assets, siteOrigin }: RichTextProps) {
  return <>{documentToReactComponents(document, options(assets, siteOrigin))}</>;
}
