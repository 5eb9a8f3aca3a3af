import {
  ArrowRight,
  ArrowUpRight,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  Camera,
  Check,
  ChevronDown,
  CircleAlert,
  Clock,
  Film,
  Mail,
  MapPin,
  Phone,
  Plus,
  Send,
  ShieldCheck,
  Star,
  Users,
} from 'lucide';
import { ICON_SIZE, maskSheet, type MaskGlyph } from './mask';
import { SOCIAL_ICONS, SOCIAL_STROKE_WIDTH } from './social';

const social = (network: keyof typeof SOCIAL_ICONS): MaskGlyph => ({
  icon: SOCIAL_ICONS[network],
  strokeWidth: SOCIAL_STROKE_WIDTH,
});

/** Icons a page repeats, the footer's and /contact's: drawn as masks, their shapes leave the HTML and payload. */
export const ICON_MASKS = {
  'arrow-right': { icon: ArrowRight },
  'arrow-up-right': { icon: ArrowUpRight },
  'calendar-check': { icon: CalendarCheck },
  'calendar-clock': { icon: CalendarClock },
  'calendar-plus': { icon: CalendarPlus },
  camera: { icon: Camera },
  check: { icon: Check },
  'chevron-down': { icon: ChevronDown },
  'circle-alert': { icon: CircleAlert },
  clock: { icon: Clock },
  film: { icon: Film },
  mail: { icon: Mail },
  'map-pin': { icon: MapPin },
  phone: { icon: Phone },
  plus: { icon: Plus },
  send: { icon: Send },
  'shield-check': { icon: ShieldCheck },
  users: { icon: Users },
  instagram: social('Instagram'),
  linkedin: social('LinkedIn'),
  tiktok: social('TikTok'),
  vimeo: social('Vimeo'),
} satisfies Record<string, MaskGlyph>;

export const RATING_STARS: MaskGlyph = { icon: Star, filled: true, repeat: { count: 5, gap: 6 } };

export const ICON_MASK_SHEET = maskSheet({ ...ICON_MASKS, 'rating-stars': RATING_STARS });

export const ICON_MASKS_FILE = 'app/icon-masks.css';

// Enough digits that a cell lands within a thousandth of a pixel of its place at any size drawn.
const number = (value: number) => String(Number(value.toFixed(6)));

/** A rule of the stylesheet, a declaration a line. */
const rule = (head: string, declarations: Record<string, string>) =>
  `${head} {\n${Object.entries(declarations)
    .map(([property, value]) => `  ${property}: ${value};\n`)
    .join('')}}\n`;

export function iconMasksCss(): string {
  const { image, width, cells } = ICON_MASK_SHEET;
  // A percentage places that fraction of (box - image): a square box then shows one cell.
  const position = (x: number) => `${number((x / (width - ICON_SIZE)) * 100)}%`;
  const stars = cells['rating-stars']!;
  const rem = (units: number) => `${number(units / ICON_SIZE)}rem`;
  // A box in the text's colour, drawn through the sheet `size` large at `place`.
  const masked = (size: string, place?: string) => ({
    'background-color': 'currentColor',
    'mask-image': 'var(--icon-mask-sheet)',
    'mask-size': size,
    ...(place ? { 'mask-position': place } : {}),
    'mask-repeat': 'no-repeat',
    'forced-color-adjust': 'none',
    'print-color-adjust': 'exact',
  });
  const box = { display: 'inline-block', 'flex-shrink': '0', width: '1.5rem', height: '1.5rem' };
  const places = Object.keys(ICON_MASKS).map((name) => [`--icon-mask-${name}`, position(cells[name]!.x)]);
  return [
    `/* Written by \`npm run icons\` from lib/icons/mask-css.ts; its test fails when the two differ.

   Icons repeated many times on a page, and the footer's, are each one box whose mask is the icon: one
   element, where a drawn <svg> is two and a copy of its symbol to lay out and hydrate. Every mask is a
   cell of one SVG image, as the browser builds a document for each SVG image a page uses. The box is
   painted in the text's colour, in forced colours and in print too, where backgrounds are dropped. */
${rule(':root', { '--icon-mask-sheet': image })}`,
    rule('@utility icon-mask', { ...box, ...masked(`${number((width / ICON_SIZE) * 100)}% 100%`) }),
    `/* Where each icon's cell lies in the sheet: \`icon-mask-{name}\` moves the mask there. */
${rule('@theme inline', Object.fromEntries(places))}`,
    rule('@utility icon-mask-*', { 'mask-position': '--value(--icon-mask-*) 0' }),
    `/* As wide as the stars a rating shows (its width is set by the page), 1rem high. */
${rule('@utility rating-stars', { height: '1rem', ...masked(`${rem(width)} 1rem`, `${rem(-stars.x)} 0`) })}`,
  ].join('\n');
}
