import type { IconNode } from 'lucide';
import { SERVICE_ICONS } from './service-icons';
import { SOCIAL_ICONS } from './social';
import * as spriteIcons from './sprite-icons';

export const SPRITE_ICONS: readonly IconNode[] = [
  ...Object.values(spriteIcons),
  ...Object.values(SERVICE_ICONS),
  ...Object.values(SOCIAL_ICONS),
];
