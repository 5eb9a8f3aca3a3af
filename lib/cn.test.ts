import { cn } from './cn';

describe('cn', () => {
  it('keeps a custom text size beside a text colour', () => {
    expect(cn('text-display-sm font-bold', 'text-white')).toBe('text-display-sm font-bold text-white');
    expect(cn('text-eyebrow', 'text-brand')).toBe('text-eyebrow text-brand');
  });

  it('lets a later utility of the same kind win', () => {
    expect(cn('text-display-sm', 'text-display-lg')).toBe('text-display-lg');
    expect(cn('text-display-md', 'text-xl')).toBe('text-xl');
    expect(cn('h-12 px-6', 'h-14')).toBe('px-6 h-14');
  });
});
