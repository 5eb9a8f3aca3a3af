import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root, sourceFiles } from '@/test/support/source-files';

// The site leans on Next's public interfaces only: its internals (next/dist) and private variables change in any
// release without notice, and the build's own process is Next's to end.

const CODE = /\.(m?[jt]s|tsx)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The product's files: the site's folders and the scripts, and the configuration and entry files at the root. */
const productFiles = () => [
  ...['app', 'components', 'content', 'lib', 'scripts'].flatMap((dir) => sourceFiles(path.join(root, dir), CODE)),
  ...readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => path.join(root, entry.name)),
];

const PRIVATE_NAME = /^(IS_NEXT_WORKER|NEXT_PRIVATE_\w+|__next\w*)$/i;
const EXIT_EVENTS = ['exit', 'beforeExit'];
const LISTENERS = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'];

/** What of Next's internals a file's code (not its comments) reaches for, one line each. */
function internalsIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${what} (line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1})`);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (node.text.includes('next/dist')) at(node, `names next/dist: ${node.text}`);
      if (PRIVATE_NAME.test(node.text)) at(node, `names ${node.text}`);
    } else if (ts.isIdentifier(node) && PRIVATE_NAME.test(node.text)) {
      at(node, `reads ${node.text}`);
    } else if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'process') {
      if (node.name.text === 'title') at(node, 'reads process.title');
      const call = node.parent;
      const event = ts.isCallExpression(call) && call.expression === node ? call.arguments[0] : undefined;
      if (LISTENERS.includes(node.name.text) && event && ts.isStringLiteralLike(event) && EXIT_EVENTS.includes(event.text))
        at(node, `hooks the process's ${event.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("Next's internals", () => {
  it('finds what it looks for: an import, a require, a path and a private variable, but not a comment', () => {
    const code = [
      "import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';",
      "const { imageOptimizer } = require('next/dist/server/image-optimizer');",
      "const bin = path.join(root, 'node_modules/next/dist/bin/next');",
      'const late = await import(`next/dist/${name}`);',
      "if (!process.title.startsWith('next-build') || process.env.IS_NEXT_WORKER) process.once('exit', finish);",
      "const data = (globalThis as any).__NEXT_DATA__ ?? process.env['__NEXT_PRIVATE_ORIGIN'];",
      '// Next names its draft cookie in next/dist/server/api-utils; process.title is set by the CLI.',
      "process.on('SIGTERM', stop);",
    ].join('\n');
    expect(internalsIn('sample.ts', code)).toEqual([
      'names next/dist: next/dist/server/lib/incremental-cache/file-system-cache.js (line 1)',
      'names next/dist: next/dist/server/image-optimizer (line 2)',
      'names next/dist: node_modules/next/dist/bin/next (line 3)',
      'names next/dist: next/dist/ (line 4)',
      'reads process.title (line 5)',
      'reads IS_NEXT_WORKER (line 5)',
      "hooks the process's exit (line 5)",
      'reads __NEXT_DATA__ (line 6)',
      'names __NEXT_PRIVATE_ORIGIN (line 6)',
    ]);
  });

  it('no product file imports next/dist, reads private variables of Next or hooks the exit of the process it runs in', () => {
    const files = productFiles().filter((file) => !isTest(file));
    // The folders and the root's files are all read: a list that missed them would pass by checking nothing.
    for (const expected of ['next.config.ts', 'cache-handler.mjs', 'proxy.ts', 'instrumentation.ts', 'scripts/finish-build.mjs'])
      expect(files.map((file) => path.relative(root, file))).toContain(expected);
    const found = files.flatMap((file) =>
      internalsIn(file, readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
