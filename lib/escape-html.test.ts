import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('£1,500–£2,100 · naïve')).toBe('£1,500–£2,100 · naïve');
  });

  it('is the only HTML escaper of the product', () => {
    const root = path.resolve(__dirname, '..');
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(file);
        return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
      });
    const escaping = ['app', 'components', 'lib', 'scripts']
      .flatMap(sources)
      .filter((file) => readFileSync(path.join(root, file), 'utf8').includes(`[&<>"']`));
    expect(escaping).toEqual([path.join('lib', 'escape-html.ts')]);
  });
});
