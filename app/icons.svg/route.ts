import { SPRITE_ICONS } from '@/lib/icons/registry';
import { iconSprite } from '@/lib/icons/sprite';

// Built once: the icons change only with the code.
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(SPRITE_ICONS), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
