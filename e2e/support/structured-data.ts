import type { Page } from '@playwright/test';

export type JsonLdBlock = Record<string, unknown>;

/** Every JSON-LD block in the live document, parsed (a block that is not JSON fails the test). */
export async function jsonLdBlocks(page: Page): Promise<JsonLdBlock[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLdBlock);
}

export async function jsonLdOfType(page: Page, type: string): Promise<JsonLdBlock[]> {
  return (await jsonLdBlocks(page)).filter((block) => block['@type'] === type);
}
