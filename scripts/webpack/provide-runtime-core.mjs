// Host runtime plugin: lends the host's federation runtime to remotes built with
// `experiments.externalRuntime` (they read `_FEDERATION_RUNTIME_CORE`).
//
// The stock `provideExternalRuntime` option exposes the whole runtime-core namespace, which
// defeats tree shaking and adds ~22 KB gzip to the host. A remote's bundler runtime uses only
// the members below (the ones @module-federation/runtime imports from runtime-core), and the
// host's own runtime already contains every one of them, so lending exactly these is nearly free.
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const lent = {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function provideRuntimeCore() {
  return {
    name: 'mediamart-provide-runtime-core',
    beforeInit(args) {
      if (!Global._FEDERATION_RUNTIME_CORE) Global._FEDERATION_RUNTIME_CORE = lent;
      return args;
    },
  };
}
