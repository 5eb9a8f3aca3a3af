import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { root } from '@/test/support/source-files';
import { MaskIcon } from './mask-icon';

describe('MaskIcon', () => {
  it('is one hidden box with the stylesheet’s mask of the icon named', () => {
    const html = renderToStaticMarkup(<MaskIcon name="arrow-right" className="size-4" />);
    expect(html).toBe('<span aria-hidden="true" class="icon-mask icon-mask-arrow-right size-4"></span>');
    const css = readFileSync(path.join(root, 'app/icon-masks.css'), 'utf8');
    expect(css).toContain('@utility icon-mask-* {');
    expect(css).toMatch(/@theme inline \{[^}]*--icon-mask-arrow-right: [\d.]+%;/);
  });
});
