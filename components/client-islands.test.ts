import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, sourceFiles } from '@/test/support/source-files';

/**
 * Every page's JavaScript budget depends on what the client islands pull in. These modules would
 * add their client runtime to every page, so the site's components must not import them.
 */
const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)));
const read = (file: string) => readFileSync(file, 'utf8');
const isClient = (source: string) => /^\s*['"]use client['"]/.test(source);
const relative = (file: string) => path.relative(root, file);

/** The files given and every file of the site they import, directly or not. */
function withImports(start: string[]) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of read(file).matchAll(/from '((?:@\/|\.{1,2}\/)[^']+)'/g)) {
      const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(file), specifier);
      const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => files.includes(candidate));
      if (target) visit(target);
    }
  };
  start.forEach(visit);
  return [...seen];
}

describe('client JavaScript', () => {
  it('finds the site’s client islands', () => {
    expect(files.filter((file) => isClient(read(file))).length).toBeGreaterThan(5);
  });

  it('draws icons from lucide shape data, not lucide-react client components', () => {
    expect(files.filter((file) => /from 'lucide-react'/.test(read(file))).map(relative)).toEqual([]);
  });

  it('renders images on the server, not through the next/image client component', () => {
    const offenders = files.filter((file) =>
      /import Image from 'next\/image'|import \{[^}]*\bdefault\b[^}]*\} from 'next\/image'/.test(read(file)),
    );
    expect(offenders.map(relative)).toEqual([]);
  });

  it('links through the site’s Link, a plain anchor: next/link’s client code is on no page', () => {
    // Whatever imports next/link (its Link, or useLinkStatus) brings its client code into every page whose modules
    // import that file, drawn or not; LinkRouter routes the site's links and holds their pending state instead.
    const offenders = files.filter((file) => !file.includes('.test.') && /from 'next\/link'/.test(read(file)));
    expect(offenders.map(relative)).toEqual([]);
  });

  it('keeps tailwind-merge out of client islands and what they import', () => {
    const offenders = withImports(files.filter((file) => isClient(read(file)))).filter((file) =>
      /from 'tailwind-merge'|from '@\/lib\/cn'/.test(read(file)),
    );
    expect(offenders.map(relative)).toEqual([]);
  });
});
