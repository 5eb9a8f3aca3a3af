import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir, variantByName } from './support/variants';

// The deploy command's log is read by the owner: a warning there about code the site never runs would teach them to
// skip the warnings that matter.
test('the deploy build compiles without warnings (no Node.js API in the Edge bundle of instrumentation.ts)', () => {
  const log = readFileSync(path.resolve(__dirname, '..', `${distDir(variantByName('main'))}.build.log`), 'utf8');
  expect(log).toContain('Compiled successfully');
  expect(log.split('\n').filter((line) => /Turbopack build encountered|^Warning:|had an error/.test(line))).toEqual([]);
});
