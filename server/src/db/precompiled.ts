import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Executor } from './database';

/** A named parameter of a `precompiled` query: a value no real parameter can be. */
export const slot = (name: string): string => `\u0000slot:${name}`;

/**
 * A query compiled once, run with named values for its `slot`s: `run(executor, { name: value })`.
 * Only for queries whose every parameter is a slot.
 */
export function precompiled<Row>(query: Compilable<Row>) {
  const compiled = query.compile();
  const names = compiled.parameters.map((p) => {
    if (typeof p !== 'string' || !p.startsWith(slot(''))) throw new Error(`precompiled: parameter ${String(p)} is not a slot`);
    return p.slice(slot('').length);
  });
  return (executor: Executor, values: Readonly<Record<string, unknown>>): Promise<QueryResult<Row>> =>
    executor.executeQuery<Row>({ ...compiled, parameters: names.map((name) => values[name]) } as CompiledQuery<Row>);
}
