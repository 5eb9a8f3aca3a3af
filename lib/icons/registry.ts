import type { IconNode } from 'lucide';
import { SERVICE_ICONS } from './service-icons';
import * as spriteIcons from './sprite-icons';

export const SPRITE_ICONS: readonly IconNode[] = [...Object.values(spriteIcons), ...Object.values(SERVICE_ICONS)];
