import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isSafeSlug } from '@/lib/contentful/webhook';
import { escapeHtml } from '@/lib/escape-html';
import { postPath, projectPagePath } from '@/lib/routes';

export async function GET(request: Request) {
  (await draftMode()).disable();
  const params = new URL(request.url).searchParams;
  const slug = params.get('slug');
  // Back to the page previewed: a post's, or a film's.
  const film = params.get('type') === 'project';
  const page = isSafeSlug(slug)
    ? film
      ? projectPagePath({ slug: encodeURIComponent(slug) })
      : postPath(slug)
    : film
      ? '/portfolio'
      : '/blog';
  // In Contentful's preview pane the public page would be refused (it may not be framed): say so instead.
  if (request.headers.get('sec-fetch-dest') === 'iframe') {
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Draft preview ended</title><body style="font:1rem/1.5 system-ui,sans-serif;margin:2rem"><h1>Draft preview ended</h1><p>Visitors' pages cannot be shown in this pane. <a href="${escapeHtml(page)}" target="_blank" rel="noopener">Open the page in a new tab</a>.</p></body></html>`;
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  }
  redirect(page);
}
