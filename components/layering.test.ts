import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, sourceFiles } from '@/test/support/source-files';

const sourceFilesOf = (dir: string) => sourceFiles(dir, /\.(m?[jt]sx?)$/);

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
const relative = (file: string) => path.relative(root, file);

// Folders shared by several page families: none of them may reach into one family's folder.
const SHARED = ['ui', 'sections', 'cards', 'video', 'og'];
const families = readdirSync(path.join(root, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED.includes(entry.name) && entry.name !== 'layout')
  .map((entry) => entry.name);

describe('layering', () => {
  it('finds the page families', () => {
    expect(families).toEqual(expect.arrayContaining(['blog', 'portfolio', 'services', 'locations']));
  });

  it('sections/ imports no page family’s folder', () => {
    const offenders = sourceFilesOf(path.join(root, 'components/sections')).flatMap((file) =>
      importsOf(file)
        .filter((spec) =>
          families.some((family) => spec.startsWith(`@/components/${family}/`) || spec.startsWith(`../${family}/`)),
        )
        .map((spec) => `${relative(file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lib/ holds no test code: no test support module and no import of one', () => {
    const libFiles = sourceFilesOf(path.join(root, 'lib')).filter((file) => !/\.test\.tsx?$/.test(file));
    expect(libFiles.map(relative).filter((file) => file.startsWith('lib/testing/'))).toEqual([]);
    const offenders = libFiles.flatMap((file) =>
      importsOf(file)
        .filter((spec) => /(^|\/)(test|e2e)\//.test(spec) || spec.startsWith('@/test/'))
        .map((spec) => `${relative(file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('content/ imports nothing of the project outside content/: no lib/, components/ or app/', () => {
    const contentFiles = sourceFilesOf(path.join(root, 'content')).filter((file) => !/\.test\.tsx?$/.test(file));
    const offenders = contentFiles.flatMap((file) =>
      importsOf(file)
        .map((spec) =>
          spec.startsWith('@/')
            ? spec.slice(2)
            : spec.startsWith('.')
              ? path.relative(root, path.resolve(path.dirname(file), spec))
              : null,
        )
        .filter((target): target is string => target !== null && !target.startsWith('content/'))
        .map((target) => `${relative(file)} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});

// The whole house, tests included: an import circle makes the order modules load in matter, and a newcomer cannot
// say which of its files comes first. Madge runs in its own process, where it parses several times faster than
// inside Jest's module registry.
const HOUSE = [
  'app',
  'components',
  'content',
  'lib',
  'scripts',
  'e2e',
  'test',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'cache-handler.mjs',
  'playwright.config.ts',
];

describe('import circles', () => {
  it('no module imports itself through others, type imports included', () => {
    const madge = path.join(root, 'node_modules/madge/bin/cli.js');
    const flags = ['--circular', '--json', '--extensions', 'ts,tsx,mjs,js', '--ts-config', 'tsconfig.json'];
    // It exits with 1 when it finds a circle: the list it prints says which.
    const run = spawnSync(process.execPath, [madge, ...flags, ...HOUSE], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
    expect(run.error).toBeUndefined();
    const circles = JSON.parse(run.stdout) as string[][];
    expect(circles.map((circle) => circle.join(' → '))).toEqual([]);
  }, 120_000);
});
