#!/usr/bin/env node
// `node scripts/build-ts.mjs <tsconfig> <prefix>`: tsc's build of a package, with every styled
// component given a component id from its package, file and name (the transformer webpack's
// builds use, scripts/webpack/ts-rule.cjs), so server-rendered class names match the browser's.
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const createStyledComponentsTransformer = require('typescript-plugin-styled-components').default;

const [configFile, prefix] = process.argv.slice(2);
if (!configFile || !prefix) {
  console.error('usage: build-ts.mjs <tsconfig> <component-id prefix>');
  process.exit(2);
}
const read = ts.readConfigFile(configFile, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(path.resolve(configFile)));
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
const styled = createStyledComponentsTransformer({ ssr: true, displayName: false, componentIdPrefix: prefix });
const result = program.emit(undefined, undefined, undefined, false, { before: [styled] });
const diagnostics = ts.getPreEmitDiagnostics(program).concat(result.diagnostics);
if (diagnostics.length) {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => '\n' }));
  process.exit(1);
}
