type ProbeGlobal = { __mfSingletons?: Record<string, unknown[]> };

/**
 * Records a module instance (e.g. the React a package imported) under a name, once per
 * distinct instance. With Module Federation singletons working, every package records the
 * same instance, so `singletonCount(name)` stays 1; a browser test reads it.
 */
export function recordSingleton(name: string, instance: unknown): void {
  const g = globalThis as ProbeGlobal;
  const registry = (g.__mfSingletons ??= {});
  const list = (registry[name] ??= []);
  if (!list.includes(instance)) list.push(instance);
}

/** How many distinct instances were recorded under a name. */
export function singletonCount(name: string): number {
  return (globalThis as ProbeGlobal).__mfSingletons?.[name]?.length ?? 0;
}
