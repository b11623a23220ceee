/**
 * react-router-dom and rxjs are shared as singletons from facades that re-export only the
 * names the packages use (scripts/webpack/facades). A name imported anywhere but missing from
 * its facade would be `undefined` at run time in the composed site; this test catches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from 'shared-domain/releases';

const root = path.resolve(__dirname, '../..');
const PACKAGES = ['shared-domain', 'shared-ui', 'host-shell', ...REMOTE_FOLDERS];
const FACADES: Record<string, string> = {
  'react-router-dom': 'scripts/webpack/facades/react-router-dom.mjs',
  rxjs: 'scripts/webpack/facades/rxjs.mjs',
};

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Value (not type-only) names imported from a module in a source text. */
export function importedValueNames(source: string, moduleName: string): string[] {
  const names: string[] = [];
  const escaped = moduleName.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&');
  // `import { a } from 'm'` and the re-export `export { a } from 'm'` both need `a` in the module.
  const re = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g');
  for (const m of source.matchAll(re)) {
    if (m[1]) continue;
    for (const spec of m[2]!.split(',')) {
      const s = spec.trim();
      if (!s || s.startsWith('type ')) continue;
      names.push(s.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

function facadeExports(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const block = text.match(/export\s*\{([^}]*)\}/);
  return new Set((block?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean));
}

describe('shared facades', () => {
  it('parses multi-line and type-only imports', () => {
    const src = "import {\n  Link,\n  type RouteObject,\n  useLocation as loc,\n} from 'react-router-dom';\nimport type { Observable } from 'rxjs';";
    expect(importedValueNames(src, 'react-router-dom')).toEqual(['Link', 'useLocation']);
    expect(importedValueNames(src, 'rxjs')).toEqual([]);
  });

  it.each(Object.entries(FACADES))('%s facade exports every name the packages import', (moduleName, file) => {
    const exported = facadeExports(file);
    const missing = new Set<string>();
    for (const pkg of PACKAGES) {
      for (const f of sourceFiles(path.join(root, pkg, 'src'))) {
        for (const name of importedValueNames(fs.readFileSync(f, 'utf8'), moduleName)) {
          if (!exported.has(name)) missing.add(`${name} (${path.relative(root, f)})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('no package imports a namespace or default from a facaded module', () => {
    const offenders: string[] = [];
    for (const pkg of PACKAGES) {
      for (const f of sourceFiles(path.join(root, pkg, 'src'))) {
        const text = fs.readFileSync(f, 'utf8');
        if (/import\s+(\*\s+as\s+\w+|\w+)\s*(,\s*\{[^}]*\})?\s*from\s*['"](react-router-dom|rxjs)['"]/.test(text)) offenders.push(f);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("no front-end imports from 'shared-domain' a name its browser entry leaves out", () => {
    const index = fs.readFileSync(path.join(root, 'shared-domain/src/index.ts'), 'utf8');
    const browser = fs.readFileSync(path.join(root, 'shared-domain/src/index.browser.ts'), 'utf8');
    const modules = (text: string) => [...text.matchAll(/export \* from '([^']+)'/g)].map((m) => m[1]!);
    const left = modules(index).filter((m) => !modules(browser).includes(m));
    // Value names a module exports, following `export * from` (a folder means its index.ts).
    const exportedNames = (file: string): string[] => {
      const text = fs.readFileSync(file, 'utf8');
      const own = [...text.matchAll(/export (?:async )?(?:function|const|class|let) (\w+)/g)].map((x) => x[1]!);
      const named = [...text.matchAll(/export\s*\{([^}]*)\}\s*from/g)]
        .flatMap((x) => x[1]!.split(','))
        .map((n) => n.trim().split(/\s+as\s+/).pop()!.trim())
        .filter((n) => n && !n.startsWith('type '));
      const reexported = modules(text).flatMap((m) => exportedNames(moduleFile(path.dirname(file), m)));
      return [...own, ...named, ...reexported];
    };
    const moduleFile = (dir: string, m: string): string => {
      const asFile = path.join(dir, `${m}.ts`);
      return fs.existsSync(asFile) ? asFile : path.join(dir, m, 'index.ts');
    };
    const names = new Set(left.flatMap((m) => exportedNames(moduleFile(path.join(root, 'shared-domain/src'), m))));
    expect(names.has('priceOption')).toBe(true);
    expect(names.has('scoreProfile')).toBe(true);
    expect(names.size).toBeGreaterThan(0);
    const offenders: string[] = [];
    for (const pkg of PACKAGES.filter((p) => p !== 'shared-domain')) {
      for (const f of sourceFiles(path.join(root, pkg, 'src'))) {
        for (const name of importedValueNames(fs.readFileSync(f, 'utf8'), 'shared-domain')) {
          if (names.has(name)) offenders.push(`${name} (${path.relative(root, f)}): import it from its subpath (shared-domain/pricing, /scoring, /reach, /browse, /search or /campaign)`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
