// The runtime import graph of the packages' sources, and its circles. Uses the TypeScript compiler
// (already a dependency) to read each file's imports, so `import type` and `export type … from`
// (gone at run time) are left out, and no other tool has to understand our TS and path setup.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED = /\.(test|stories|d)\.(ts|tsx)$/;

/** Every source file under `dir`, tests and stories aside (they import what they test). */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return SOURCE.test(name) && !SKIPPED.test(name) ? [file] : [];
  });
}

/** True when the declaration brings nothing at run time (`import type`, `export type … from`). */
function typeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // `import './x'` runs the module
    if (clause.isTypeOnly) return true;
    // `import { type A, type B }` runs nothing that we write to share code; a default import does.
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly)
    );
  }
  return node.isTypeOnly;
}

/** The relative modules `file` imports at run time (static imports and re-exports; `import()` is lazy). */
export function runtimeImports(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  for (const node of source.statements) {
    const declaration = ts.isImportDeclaration(node) || ts.isExportDeclaration(node);
    if (!declaration || !node.moduleSpecifier || typeOnly(node)) continue;
    const specifier = node.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue; // packages are other graphs; arrows between them go one way
    const target = resolve(path.resolve(path.dirname(file), specifier));
    if (target) found.push(target);
  }
  return found;
}

function resolve(base) {
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx'].map((index) => path.join(base, index)),
  ];
  // `./x.js` written for ESM resolves to x.ts.
  if (/\.(m?js)$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'));
  return candidates.find(
    (file) => SOURCE.test(file) && existsSync(file) && statSync(file).isFile(),
  );
}

/** Each import circle among `files` once, as the files in order (Tarjan's strongly connected parts). */
export function importCycles(files) {
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    const selfLoop = (graph.get(file) ?? []).includes(file);
    if (part.length > 1 || selfLoop) cycles.push(part.reverse());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}
