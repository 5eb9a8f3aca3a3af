import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge must be told the theme's custom text sizes, or `text-display-sm text-white` would lose the size.
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ['eyebrow', 'display-sm', 'display-md', 'display-lg'] },
  },
});

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
