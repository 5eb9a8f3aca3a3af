import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { root } from '@/test/support/source-files';
import { MaskIcon } from './mask-icon';

describe('MaskIcon', () => {
  it('is one hidden box with the stylesheet’s mask of the icon named', () => {
    const name = 'arrow-right';
    const html = renderToStaticMarkup(<MaskIcon name={name} className="size-4" />);
    expect(html).toBe(`<span aria-hidden="true" class="icon-mask icon-mask-${name} size-4"></span>`);
    const css = readFileSync(path.join(root, 'app/icon-masks.css'), 'utf8');
    // The utility moves the mask to the place the icon's theme variable holds (its name is built here, so the
    // stylesheet's scan of this file does not take it for a use of the variable).
    expect(css).toContain('@utility icon-mask-* {');
    expect(css).toMatch(new RegExp(`@theme inline \\{[^}]*--icon-mask-${name}: [\\d.]+%;`));
  });
});
