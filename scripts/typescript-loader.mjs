/**
 * Lets a script of ours import the project's TypeScript (the test stand-ins of e2e/servers/, lib/). Node strips types
 * only from modules that name their imports' extensions and use ES module scope; the stand-ins, like
 * the rest of the code, import without extensions and may use `__dirname`, as the bundler and Jest
 * allow. So each .ts file is resolved and transpiled by the project's TypeScript on load.
 * Registered with module.register() by scripts/archive-cost.mjs and scripts/icon-masks.mjs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The stand-ins import each other without extensions, as TypeScript allows, and lib/ names the root `@/`. */
export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith('.ts') && specifier.startsWith('@/')) {
    return nextResolve(pathToFileURL(`${path.join(root, specifier.slice(2))}.ts`).href, context);
  }
  if (context.parentURL?.endsWith('.ts') && specifier.startsWith('.') && !path.extname(specifier)) {
    return nextResolve(`${specifier}.ts`, context);
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
