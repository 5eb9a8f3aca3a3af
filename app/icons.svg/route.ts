import { SPRITE_ICONS } from '@/lib/icons/registry';
import { iconSprite } from '@/lib/icons/sprite';

// Rendered per request (a few microseconds) so the browser caching below is sent as written: Next
// gives a prerendered response only `s-maxage`, which browsers do not keep, and every <use> added
// after the page loaded would fetch the sprite again. Symbol ids follow the icons' shapes, so a
// copy kept for a few minutes past a release can only lack an icon that release added.
export const dynamic = 'force-dynamic';

const sprite = iconSprite(SPRITE_ICONS);

export function GET() {
  return new Response(sprite, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600, stale-while-revalidate=86400',
    },
  });
}
