import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide';
import type { IconNode } from 'lucide';
import { GET } from '@/app/icons.svg/route';
import { serviceIconSchema } from '@/content/model';
import { services } from '@/content/services';
import { root, sourceFiles } from '@/test/support/source-files';
import { SPRITE_ICONS } from './registry';
import { SERVICE_ICONS } from './service-icons';
import { SOCIAL_ICONS } from './social';
import { iconSprite } from './sprite';
import * as spriteIcons from './sprite-icons';
import { iconId } from './sprite-id';

/**
 * The names every source file imports from lucide (`Film as FilmIcon` counts as Film), but for the icons the
 * stylesheet draws as masks, whose shapes never reach a page.
 */
function lucideImports(): string[] {
  const names = new Set<string>();
  const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)));
  for (const file of files.filter((name) => name !== path.join(root, 'lib/icons/mask-css.ts'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names];
}

describe('icon sprite', () => {
  it('holds every icon the site imports from lucide, and none it does not', () => {
    const imported = lucideImports();
    expect(imported.length).toBeGreaterThan(10);
    const missing = imported.filter((name) => !SPRITE_ICONS.includes((lucide as unknown as Record<string, IconNode>)[name]!));
    expect(missing).toEqual([]);
    const unused = Object.keys(spriteIcons).filter((name) => !imported.includes(name));
    expect(unused).toEqual([]);
  });

  it('leaves the social glyphs to the stylesheet, which draws them in every page’s footer', () => {
    for (const icon of Object.values(SOCIAL_ICONS)) expect(SPRITE_ICONS).not.toContain(icon);
  });

  it('holds the icon of every service, and of every icon a service may name, so none draws nothing', () => {
    for (const service of services) expect(SPRITE_ICONS).toContain(SERVICE_ICONS[service.icon]);
    for (const name of serviceIconSchema.options) expect(SPRITE_ICONS).toContain(SERVICE_ICONS[name]);
  });

  it('gives each icon its own id, the same on every call', () => {
    const ids = SPRITE_ICONS.map(iconId);
    expect(new Set(ids).size).toBe(new Set(SPRITE_ICONS).size);
    expect(iconId(lucide.ArrowRight)).toBe(iconId(structuredClone(lucide.ArrowRight)));
    expect(iconId(lucide.ArrowRight)).toMatch(/^i[0-9a-z]+$/);
  });

  it('draws each icon once as a symbol, its attributes in SVG spelling and escaped', () => {
    const icon: IconNode = [
      ['path', { d: 'M1 1h2', strokeWidth: '3' }],
      ['text', { x: '1', title: 'a "b" <c>' } as never],
    ];
    const sprite = iconSprite([icon, icon]);
    expect(sprite.match(/<symbol /g)).toHaveLength(1);
    expect(sprite).toContain(
      `<symbol id="${iconId(icon)}" viewBox="0 0 24 24"><path d="M1 1h2" stroke-width="3"/><text x="1" title="a &quot;b&quot; &lt;c&gt;"/></symbol>`,
    );
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });

  it('is served as SVG with a symbol for every icon', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const body = await response.text();
    for (const icon of SPRITE_ICONS) expect(body).toContain(`<symbol id="${iconId(icon)}"`);
  });
});
