// Writes the stylesheet of the icon masks (app/icon-masks.css) from lib/icons/mask-css.ts: run after changing
// an icon there. Its unit test fails while the file differs from what this would write.
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

register('./typescript-loader.mjs', import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { ICON_MASKS_FILE, iconMasksCss } = await import('../lib/icons/mask-css.ts');
writeFileSync(path.join(root, ICON_MASKS_FILE), iconMasksCss());
console.log(`Wrote ${ICON_MASKS_FILE}`);
