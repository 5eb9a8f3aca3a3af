import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allowedMethods, API_ROUTE_METHODS } from './methods';

const apiDir = path.join(__dirname, '../../app/api');

/** Every route.ts under app/api, by the address it serves, with the methods it exports. */
function routeHandlers(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of readdirSync(apiDir, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(file) !== 'route.ts') continue;
    const address = `/api/${path.dirname(file)}`.replace(/\\/g, '/');
    const source = readFileSync(path.join(apiDir, file), 'utf8');
    found[address] = [...source.matchAll(/export (?:async )?function (GET|HEAD|POST|PUT|DELETE|PATCH|OPTIONS)\b/g)].map(
      (match) => match[1]!,
    );
  }
  return found;
}

test('the table of API methods matches the route handlers, with HEAD wherever GET is', () => {
  const handlers = routeHandlers();
  expect(Object.keys(API_ROUTE_METHODS).sort()).toEqual(Object.keys(handlers).sort());
  for (const [address, methods] of Object.entries(handlers)) {
    const expected = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
    expect([...API_ROUTE_METHODS[address]!].sort()).toEqual([...new Set(expected)].sort());
  }
});

test('pages and files are read-only; an unknown API address allows nothing', () => {
  expect(allowedMethods('/')).toEqual(['GET', 'HEAD', 'OPTIONS']);
  expect(allowedMethods('/_next/static/chunks/x.js')).toEqual(['GET', 'HEAD', 'OPTIONS']);
  expect(allowedMethods('/api/contact')).toEqual(['POST', 'OPTIONS']);
  expect(allowedMethods('/api/contact/')).toEqual(['POST', 'OPTIONS']);
  expect(allowedMethods('/api/nothing')).toEqual([]);
});
