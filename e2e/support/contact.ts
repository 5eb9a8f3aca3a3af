import { expect, type Locator, type Page } from '@playwright/test';

/** A name no other test run uses, so each test finds its own enquiry among everyone's. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const CONFIRMATION_TEXT = 'Thank you! Your message has been sent.';

/** Sends the filled-in contact form and waits for the confirmation under /contact?success=true. */
export async function sendAndExpectConfirmation(page: Page, site: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(`${site}/contact?success=true`);
  const confirmation = page.getByRole('status');
  await expect(confirmation).toContainText(CONFIRMATION_TEXT);
  return confirmation;
}
