import { FilePenLine } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { PostContent } from '@/lib/contentful/types';
import { RichText } from './rich-text';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

export function PostBody({
  content,
  siteOrigin,
  draft = false,
  pagePath,
}: {
  content: PostContent | null;
  siteOrigin: string;
  draft?: boolean;
  pagePath?: string;
}) {
  if (!content) return <AwaitingContent />;
  return (
    <div className="text-[1.0625rem] leading-[1.8] text-ink/85 md:text-[1.125rem] [&>*:first-child]:mt-0">
      {content.contentType === 'richText' && <RichText {...content} siteOrigin={siteOrigin} draft={draft} pagePath={pagePath} />}
      {/* Text bodies arrive as Markdown turned into rich text (lib/contentful/markdown.ts); this is the fallback. */}
      {content.contentType === 'string' &&
        paragraphs(content.text).map((paragraph, index) => (
          <p key={index} className="mt-6 whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      {content.contentType === 'array' &&
        content.items.map((item, index) => (
          <p key={index} className="mt-6">
            {item}
          </p>
        ))}
    </div>
  );
}

function AwaitingContent() {
  return (
    <div className="rounded-card border border-dashed border-line bg-white px-6 py-10 text-center md:px-10">
      <Icon icon={FilePenLine} className="mx-auto size-8 text-brand" />
      <h2 className="mt-4 text-2xl font-bold">This post is awaiting content</h2>
      <p className="mx-auto mt-3 max-w-prose leading-relaxed text-muted">
        It has a title but no body yet. To add it, open the entry in Contentful, write the article in its Content field (a Body
        field works too; rich text, plain text or a list of paragraphs), then publish. The post updates here within a few minutes.
      </p>
    </div>
  );
}
