import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
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

/** Text as a reader sees it: whitespace runs collapsed to one space, ends trimmed. */
export const collapseWhitespace = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The text of `element` that a browser without JavaScript shows, ends trimmed; undefined without an element. */
export const shownTextOf = (element: Element | null | undefined) =>
  element ? textShownWithoutScript(element).trim() : undefined;

/** Every link under `element`, in document order. */
export const linksIn = (element: Element | null | undefined) => [...(element?.querySelectorAll('a') ?? [])];

/** The addresses of every link under `element`, in document order. */
export const linkHrefsIn = (element: Element | null | undefined) => linksIn(element).map((link) => link.getAttribute('href'));

/** An element's text as Playwright's text assertions compare it: all of its text, whitespace runs collapsed, ends trimmed. */
export function textOf(element: Element | null | undefined): string {
  return collapseWhitespace(element?.textContent);
}

/** Its accessible name, in the common cases the site's markup uses: aria-label, aria-labelledby, else its text and image alts less aria-hidden parts. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return collapseWhitespace(label);
  if (element.localName === 'img') return (element.getAttribute('alt') ?? '').trim();
  const ids = element.getAttribute('aria-labelledby');
  if (ids) {
    const labels = ids.split(/\s+/).map((id) => element.ownerDocument.getElementById(id));
    return labels
      .map((node) => (node ? textOf(node) : ''))
      .join(' ')
      .trim();
  }
  const copy = element.cloneNode(true) as Element;
  for (const skipped of [...copy.querySelectorAll('[aria-hidden="true"], [hidden], script, style, template')]) skipped.remove();
  for (const image of [...copy.querySelectorAll('img[alt]')]) image.replaceWith(image.getAttribute('alt')!);
  return textOf(copy);
}

/** The elements under `root` matching `selector` whose accessible name is `name` (a string matches whole). */
export function named(root: ParentNode, selector: string, name: string | RegExp): Element[] {
  const matches = (candidate: string) => (typeof name === 'string' ? candidate === name : name.test(candidate));
  return [...root.querySelectorAll(selector)].filter((element) => matches(accessibleName(element)));
}

/** The section named `name` (by its heading or label). */
export const regionIn = (root: ParentNode, name: string) => named(root, 'section', name)[0]!;

/** The addresses of the links under `root` named `name`. */
export const hrefsOf = (root: ParentNode, name: string | RegExp) =>
  named(root, 'a', name).map((link) => link.getAttribute('href'));

/** Every element's text under `root` (itself included), gathered in one walk: asking each element for its textContent is slow in jsdom. */
function textsUnder(root: ParentNode): Map<Element, string> {
  const texts = new Map<Element, string>();
  const walk = (node: Node): string => {
    if (node.nodeType === node.TEXT_NODE) return node.nodeValue ?? '';
    let text = '';
    for (const child of node.childNodes) text += walk(child);
    if (node.nodeType === node.ELEMENT_NODE) texts.set(node as Element, text);
    return text;
  };
  walk(root as unknown as Node);
  return texts;
}

/** The elements under `root` that a browser without JavaScript shows and whose whole text is `text` (a string matches whole). */
export function shownWithText(root: ParentNode, text: string | RegExp): Element[] {
  const matches = (candidate: string) => (typeof text === 'string' ? candidate === text : text.test(candidate));
  return [...textsUnder(root)]
    .filter(([element, raw]) => element.localName !== 'script' && matches(collapseWhitespace(raw)))
    .map(([element]) => element)
    .filter(shownWithoutScript);
}

/** Every JSON-LD block the document carries, parsed (a block that is not JSON fails the test). */
export function jsonLdIn(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** The one JSON-LD block of `type` the document carries (none or several fail the test). */
export function onlyJsonLd(document: Document, type: string): Record<string, unknown> {
  const blocks = jsonLdIn(document).filter((block) => block['@type'] === type);
  expect(blocks, `one ${type} block`).toHaveLength(1);
  return blocks[0]!;
}

/** A pattern that finds `text` anywhere, whatever its case (as Playwright's text and name options do unless exact). */
export function including(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

/** Each paragraph of a page's copy stands in exactly one paragraph of its main content. */
export function expectEachParagraphOnce(document: Document, paragraphs: readonly string[]) {
  const shown = [...document.querySelectorAll('main p')].map(textOf);
  for (const paragraph of paragraphs)
    expect(
      shown.filter((text) => including(paragraph).test(text)),
      paragraph,
    ).toHaveLength(1);
}
