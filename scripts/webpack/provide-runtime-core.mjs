// Host runtime plugin: lends the host's federation runtime to remotes built with
// `experiments.externalRuntime` (they read `_FEDERATION_RUNTIME_CORE`).
//
// The stock `provideExternalRuntime` option exposes the whole runtime-core namespace, which
// defeats tree shaking and adds ~22 KB gzip to the host. A remote's bundler runtime uses only
// the members runtime-core-lent.mjs re-exports, and the host's own runtime already contains
// every one of them, so lending exactly that module's namespace is nearly free.
import * as lent from './runtime-core-lent.mjs';

export default function provideRuntimeCore() {
  return {
    name: 'mediamart-provide-runtime-core',
    beforeInit(args) {
      if (!lent.Global._FEDERATION_RUNTIME_CORE) lent.Global._FEDERATION_RUNTIME_CORE = lent;
      return args;
    },
  };
}
