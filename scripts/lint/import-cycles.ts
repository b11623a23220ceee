/**
 * The import graph of the packages' source, and the cycles in it. A cycle makes the order
 * modules load in decide what a module sees (an import read before it is set), and says that
 * two modules are one that was cut in two; so there is none. Every `import`, `import type`,
 * `export … from`, `require` and lazy `import()` of a relative path counts. Other packages are
 * reached by name, never relatively, and the lint's boundaries keep those arrows one way.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A module (a path relative to the root) and the modules it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(?:ts|tsx|mts|cts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts'];

/** Every TypeScript file under `dir`, as paths relative to `root`, sorted. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(path.join(root, at), { withFileTypes: true })) {
      const rel = path.posix.join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(rel);
      } else if (SOURCE.test(entry.name)) {
        out.push(rel);
      }
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(dir);
  return out.sort();
}

/** The relative module names a file imports, in the order written. */
export function importedNames(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName).filter((name) => name.startsWith('.'));
}

/** The file a relative import from `from` names, among `files` (`./x` → x.ts, x.tsx, x/index.ts…; `./x.js` → x.ts); null for none. */
export function resolveImport(from: string, name: string, files: ReadonlySet<string>): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), name));
  const stem = base.replace(/\.(?:m|c)?js$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => `${stem}${e}`), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  return candidates.find((c) => files.has(c)) ?? null;
}

/** The import graph of every TypeScript file under `dirs` (relative to `root`). */
export function importGraph(root: string, dirs: readonly string[]): ImportGraph {
  const files = dirs.flatMap((dir) => sourceFiles(root, dir));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const targets = importedNames(text).map((name) => resolveImport(file, name, known)).filter((f): f is string => f !== null);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * The cycles of a graph: one per strongly connected part with more than one module (or a
 * module importing itself), each as the path that goes round it, starting at its first
 * module in sort order (`a → b → a`).
 */
export function findCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const parts: string[][] = [];
  const edges = (node: string) => graph.get(node) ?? [];

  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const targets = edges(top.node);
      if (top.edge < targets.length) {
        const target = targets[top.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(top.node, Math.min(low.get(top.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const part: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          part.push(member);
        } while (member !== top.node);
        if (part.length > 1 || edges(top.node).includes(top.node)) parts.push(part.sort());
      }
    }
  }
  return parts.map((part) => cycleThrough(graph, part)).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A shortest path from the part's first module back to itself, through the part's modules only. */
function cycleThrough(graph: ImportGraph, part: readonly string[]): string[] {
  const members = new Set(part);
  const start = part[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const route = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) route.splice(1, 0, at);
        return [...route, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The `src` folders of the root package.json's workspaces. */
export function workspaceSources(root: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return (manifest.workspaces ?? []).map((w) => path.posix.join(w, 'src')).filter((dir) => fs.existsSync(path.join(root, dir)));
}
