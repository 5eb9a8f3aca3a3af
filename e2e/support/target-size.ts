import type { Locator, Page } from '@playwright/test';

export interface TargetBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the visible targets a locator finds, with their names for messages. */
export async function targetBoxes(targets: Locator): Promise<TargetBox[]> {
  return targets.evaluateAll((elements) =>
    elements
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
        return { name, x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
      })
      .filter((box) => box.width > 0 && box.height > 0),
  );
}

const SPACING_DIAMETER = 24;

function distanceToBox(cx: number, cy: number, box: TargetBox): number {
  const dx = Math.max(box.x - cx, 0, cx - (box.x + box.width));
  const dy = Math.max(box.y - cy, 0, cy - (box.y + box.height));
  return Math.hypot(dx, dy);
}

/**
 * Targets that are neither 44 × 44 px nor meet WCAG 2.2's target-size rule (2.5.8): a target under
 * 24 × 24 px passes only when a 24 px circle on its centre touches no other target and no other small
 * target's circle.
 */
export function undersizedTargets(targets: TargetBox[], others: TargetBox[] = targets): string[] {
  const small = (box: TargetBox) => box.width < SPACING_DIAMETER || box.height < SPACING_DIAMETER;
  const centre = (box: TargetBox) => [box.x + box.width / 2, box.y + box.height / 2] as const;
  return targets
    .filter((box) => {
      if (box.width >= 44 && box.height >= 44) return false;
      if (!small(box)) return false;
      const [cx, cy] = centre(box);
      return others.some((other) => {
        if (other === box) return false;
        if (distanceToBox(cx, cy, other) < SPACING_DIAMETER / 2) return true;
        if (!small(other)) return false;
        const [ox, oy] = centre(other);
        return Math.hypot(cx - ox, cy - oy) < SPACING_DIAMETER;
      });
    })
    .map((box) => `${box.name} (${Math.round(box.width)}×${Math.round(box.height)})`);
}

/**
 * Every link and control shown on the page that is under 24 × 24 px, named with its size. A link inside a sentence
 * is left out (WCAG 2.2's inline exception), as is a control whose label wraps it and is the larger target.
 */
export async function targetsUnder24(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const inSentence = (element: Element) =>
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim() !==
        (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const controls = document.querySelectorAll(
      'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"], [tabindex="0"]',
    );
    return [...controls]
      .filter(
        (element) => !element.closest('[aria-hidden="true"], [inert]') && element.checkVisibility({ visibilityProperty: true }),
      )
      .map((element) => {
        const label = element.localName === 'input' ? element.closest('label') : null;
        const box = (label ?? element).getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.id).replace(/\s+/g, ' ').trim();
        return { element, box, name };
      })
      .filter(
        ({ element, box }) => box.width > 0 && box.height > 0 && (box.width < MIN || box.height < MIN) && !inSentence(element),
      )
      .map(
        ({ element, box, name }) =>
          `${element.localName} "${name.slice(0, 40)}" (${Math.round(box.width)}×${Math.round(box.height)})`,
      );
  });
}
