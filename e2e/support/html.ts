import type { APIRequestContext, APIResponse } from '@playwright/test';
import { JSDOM } from 'jsdom';

/** A route as the server sends it, parsed into a document (no script runs, no style applies). */
export async function fetchDocument(
  request: APIRequestContext,
  route: string,
): Promise<{ response: APIResponse; document: Document }> {
  const response = await request.get(route);
  return { response, document: new JSDOM(await response.text()).window.document };
}

/** Class names that hide an element at every width (Tailwind's, as the site's markup uses them). */
const HIDING_CLASSES = ['hidden', 'invisible', 'sr-only', 'opacity-0'];

/**
 * Whether a browser without JavaScript shows the element: neither it nor an ancestor is hidden by
 * the `hidden` attribute (where streamed content waits for a script to reveal it), an inline
 * `display: none` or a hiding class.
 */
export function shownWithoutScript(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    if (/display:\s*none|visibility:\s*hidden/.test(node.getAttribute('style') ?? '')) return false;
    if (HIDING_CLASSES.some((name) => node!.classList.contains(name))) return false;
  }
  return true;
}

/** The text of an element that a browser without JavaScript shows (scripts, styles and hidden parts left out). */
export function textShownWithoutScript(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of [...copy.querySelectorAll('script, style, template, [hidden]')]) hidden.remove();
  for (const child of [...copy.querySelectorAll('*')]) {
    if (copy.contains(child) && !shownWithoutScript(child)) child.remove();
  }
  return copy.textContent ?? '';
}
