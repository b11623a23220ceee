/**
 * The list of remotes (shared-domain/src/remotes/remote-list.ts) for what runs in plain Node
 * and cannot import TypeScript: the webpack factory, ESLint's and jest's configs, the bench.
 * The list stays TypeScript so that RemoteName is typed from it; it imports nothing, so
 * TypeScript's transpileModule turns the one file into CommonJS here, with the same
 * REMOTES, REMOTE_NAMES, REMOTE_FOLDERS and name ↔ folder conversions as shared-domain's.
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const file = path.join(__dirname, '../shared-domain/src/remotes/remote-list.ts');
const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
  fileName: file,
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
});
const list = {};
const noImports = (id) => {
  throw new Error(`${file} must import nothing (it imports ${id}): scripts/remote-list.cjs runs it alone`);
};
vm.runInThisContext(`(function (exports, require) {${outputText}\n})`, { filename: file })(list, noImports);

module.exports = list;
