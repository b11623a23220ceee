// The members of `@module-federation/runtime-core` the host lends to remotes: the ones
// @module-federation/runtime imports from runtime-core, which is all a remote's bundler runtime
// uses. Named here once; provide-runtime-core.mjs lends this module's namespace as it is.
export {
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
