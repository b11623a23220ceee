import path from 'node:path';
import { findCycles, importedNames, importGraph, resolveImport, workspaceSources } from './import-cycles';

const ROOT = path.resolve(__dirname, '../..');

describe('the import graph', () => {
  it('counts imports, type-only imports, re-exports, require and lazy import(); not another package', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "export { d } from './d/index';",
      "const e = require('./e');",
      "const lazy = () => import('./lazy');",
      "const alsoLazy = () => import(\n  './also-lazy'\n);",
      "import { f } from 'shared-domain';",
    ].join('\n');
    expect(importedNames(text)).toEqual(['./a', '../b', './c', './d/index', './e', './lazy', './also-lazy']);
  });

  it('resolves a relative name to its file: extension, .js written for .ts, or a folder index', () => {
    const files = new Set(['src/a.ts', 'src/b.tsx', 'src/c/index.ts', 'src/lib/d.ts']);
    expect(resolveImport('src/x.ts', './a', files)).toBe('src/a.ts');
    expect(resolveImport('src/x.ts', './b', files)).toBe('src/b.tsx');
    expect(resolveImport('src/x.ts', './c', files)).toBe('src/c/index.ts');
    expect(resolveImport('src/lib/y.ts', '../a.js', files)).toBe('src/a.ts');
    expect(resolveImport('src/lib/y.ts', './d', files)).toBe('src/lib/d.ts');
    expect(resolveImport('src/x.ts', './missing', files)).toBeNull();
  });
});

describe('findCycles', () => {
  it('finds none in a graph whose arrows go one way', () => {
    expect(findCycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('names each cycle once, as the way round from its first module', () => {
    const graph = new Map([
      ['routes', ['errors']],
      ['errors', ['fields']],
      ['fields', ['errors']],
      ['x', ['y']],
      ['y', ['z']],
      ['z', ['x', 'routes']],
      ['self', ['self']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['errors', 'fields', 'errors'],
      ['self', 'self'],
      ['x', 'y', 'z', 'x'],
    ]);
  });

  it('goes the shortest way round a part with more than one cycle', () => {
    expect(findCycles(new Map([['a', ['b', 'd']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'd', 'a']]);
  });
});

describe('the packages', () => {
  it('read every workspace with a src folder', () => {
    expect(workspaceSources(ROOT)).toEqual(expect.arrayContaining(['shared-domain/src', 'shared-ui/src', 'server/src', 'host-shell/src', 'mf-catalog/src']));
  });

  it('have no import cycle', () => {
    const graph = importGraph(ROOT, workspaceSources(ROOT));
    expect(graph.size).toBeGreaterThan(500);
    const cycles = findCycles(graph).map((cycle) => cycle.join(' → '));
    expect(cycles).toEqual([]);
  });
});
