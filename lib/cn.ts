import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge only knows Tailwind's own scale; the theme's custom text sizes (app/globals.css)
 * must be declared, or `text-display-sm text-white` would be read as two colours and lose the size.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ['eyebrow', 'display-sm', 'display-md', 'display-lg'] },
  },
});

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
