/**
 * shared-ui's root entry and each subpath are separate shared singletons (federation.cjs):
 * subpaths take the tokens from 'shared-ui' (no second copy), and the root entry must never
 * import 'shared-ui' itself, or the shared module would wait on its own loading.
 */
import fs from 'node:fs';
import path from 'node:path';

const src = __dirname;
const pkg = JSON.parse(fs.readFileSync(path.join(src, '../package.json'), 'utf8')) as { exports: Record<string, unknown> };

/** Relative imports of a file, followed: every module the entry pulls in. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^(?:import|export) (?!type)[^;]*from '(\.[^']+)';/gm)) {
    const base = path.resolve(path.dirname(file), m[1]!);
    const next = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (next) closure(next, seen);
  }
  return seen;
}

it('keeps the root entry free of self-imports and of the subpaths\' pieces', () => {
  const root = closure(path.join(src, 'index.ts'));
  for (const file of root) expect([file, fs.readFileSync(file, 'utf8').includes("from 'shared-ui")]).toEqual([file, false]);
  const rel = [...root].map((f) => path.relative(src, f)).sort();
  expect(rel).toEqual([
    'index.ts', 'preload/preloaded-data.tsx', 'preload/retryable-lazy.ts', 'runtime/oidc-handoff.ts', 'runtime/runtime-context.tsx', 'runtime/runtime.ts', 'runtime/session.ts',
    'site-name/site-name.tsx', 'snackbar/snackbar-list.tsx', 'tokens/apply-theme.ts', 'tokens/tokens.ts',
  ]);
});

it('has a subpath export for each folder entry, whose modules reach the tokens only through the root', () => {
  for (const sub of Object.keys(pkg.exports).filter((k) => k !== '.' && k !== './package.json')) {
    const entry = path.join(src, sub, 'index.ts');
    expect(fs.existsSync(entry)).toBe(true);
    for (const file of closure(entry)) expect([file, file.includes(`${path.sep}tokens${path.sep}`)]).toEqual([file, false]);
  }
});

it("keeps the root entry's modules out of every subpath: the runtime's context is the host's one copy, not a second bundled with a remote", () => {
  const root = closure(path.join(src, 'index.ts'));
  root.delete(path.join(src, 'index.ts'));
  for (const sub of Object.keys(pkg.exports).filter((k) => k !== '.' && k !== './package.json')) {
    for (const file of closure(path.join(src, sub, 'index.ts'))) expect([path.relative(src, file), root.has(file)]).toEqual([path.relative(src, file), false]);
  }
});
