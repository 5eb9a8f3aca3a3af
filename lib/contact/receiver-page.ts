import { site } from '@/content/site';
import { escapeHtml } from '@/lib/escape-html';
import { isCrossSitePost } from './post-origin';

export interface ReceiverPageInput {
  title: string;
  intro: string;
  messages?: readonly string[];
  message?: string;
  details?: readonly { label: string; value: string }[];
  back?: { href: string; label: string };
  /** A button posting these fields to `back.href` instead of a link to it. */
  post?: Record<string, string>;
  /** The owner's own pages do not offer to mail the owner. */
  forOwner?: boolean;
}

const BACK_TO_FORM = { href: '/contact', label: 'Back to the contact form' };

export function receiverPage({
  title,
  intro,
  messages = [],
  message,
  details = [],
  back = BACK_TO_FORM,
  post,
  forOwner = false,
}: ReceiverPageInput): string {
  const list = messages.length
    ? `<ul class="messages">${messages.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>`
    : '';
  const filled = details.filter((detail) => detail.value.trim());
  const detailList = filled.length
    ? `<dl>${filled.map((detail) => `<dt>${escapeHtml(detail.label)}</dt><dd>${escapeHtml(detail.value)}</dd>`).join('')}</dl>`
    : '';
  const echo =
    message?.trim() || filled.length
      ? `<h2>Your message</h2><p>Here is what you wrote, so you can copy it:</p>${detailList}${message?.trim() ? `<pre>${escapeHtml(message)}</pre>` : ''}`
      : '';
  const action = post
    ? `<form method="post" action="${escapeHtml(back.href)}">${Object.entries(post)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('')}<button class="back" type="submit">${escapeHtml(back.label)}</button></form>`
    : `<p><a class="back" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`;
  const mailOwner = forOwner
    ? ''
    : `<p>You can also e-mail me directly at <a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a>.</p>`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style>
body{margin:0;background:#f7f5f0;color:#111113;font:1.0625rem/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}
h1{font-size:2rem;line-height:1.15;margin:0 0 1rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem}
.messages{margin:1.5rem 0;padding:1rem 1rem 1rem 2.25rem;border-left:4px solid #9f0c24;background:#fff;color:#9f0c24;font-weight:600}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #dcd6ca;border-radius:.75rem;padding:1rem;font:inherit}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
a{color:#111113;font-weight:600}
a:focus-visible,button:focus-visible{outline:3px solid #c8102e;outline-offset:3px;border-radius:4px}
.back{display:inline-block;margin-top:1.5rem;padding:.8rem 1.4rem;border:0;border-radius:999px;background:#111113;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
</style>
</head>
<body>
<main>
<p>${escapeHtml(site.name)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${list}
${mailOwner}
${echo}
${action}
</main>
</body>
</html>
`;
}

/** A page of the site's receivers: never stored by a cache, as it answers one request. */
export function receiverResponse(status: number, page: ReceiverPageInput, headers: Record<string, string> = {}): Response {
  return new Response(receiverPage(page), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The answer (403) to a post from another site's page, whose `intro` says where the form is; undefined for any other. */
export function crossSiteRefusal(
  request: Request,
  siteOrigins: readonly string[] | undefined,
  page: Omit<ReceiverPageInput, 'title'>,
) {
  if (!isCrossSitePost(request.headers, siteOrigins ?? [])) return undefined;
  return receiverResponse(403, { title: 'This form was sent from another site', ...page });
}
