/**
 * What crosses the Module Federation boundary, typed from the remotes' own source files
 * (type-only imports: nothing here reaches the bundle). No `declare module` stubs, so a
 * change in a remote's exposed signature fails the host's typecheck.
 */
import type { ComponentType } from 'react';
import type { CampaignTarget, MountFn, User } from 'shared-domain';

/**
 * The contract the host codes against, for every exposed module it uses. A remote whose
 * source is not in the workspace yet is typed by this alone.
 */
export type ExpectedRemoteModules = {
  /** `preloadPage(pathname)`: the page's own code, loaded before the host hydrates the server's markup of it (undefined: here already). */
  'mf_catalog/routes': { default: ComponentType; preloadPage: (pathname: string) => Promise<void> | undefined };
  'mf_bag/routes': { default: ComponentType };
  'mf_bag/BagDrawer': {
    default: ComponentType<{ open: boolean; onClose: () => void; campaign?: CampaignTarget | null; onLeaveCampaign?: () => void }>;
  };
  'mf_bag/mount': { mount: MountFn };
  'mf_dashboard/routes': { default: ComponentType };
  'mf_dashboard/mount': { mount: MountFn };
  'mf_auth/AuthRoot': { default: ComponentType };
  'mf_auth/UserMenu': { default: ComponentType<{ user?: User; onLogout?: () => void }> };
  'mf_landing/routes': { default: ComponentType; preloadPage: (pathname: string) => Promise<void> | undefined };
  'mf_landing/popups': {
    default: ComponentType<{
      kind: 'lead-magnet' | 'exit-intent';
      path: string;
      category?: { label: string; path: string } | null;
      onClose: () => void;
    }>;
  };
  'mf_seller/routes': { default: ComponentType; preloadPage: (pathname: string) => Promise<void> | undefined };
  /** The brief assistant's launcher: no props, it reads the page's runtime. */
  'mf_landing/ChatWidget': { default: ComponentType };
};

/**
 * Exposed modules typed by their real source. Add an entry as soon as the file exists in
 * the workspace (the type check below then proves it meets the host's expectation).
 */
export type ImportedRemoteModules = {
  'mf_catalog/routes': typeof import('mf-catalog/src/routes');
  'mf_bag/routes': typeof import('mf-bag/src/routes');
  'mf_bag/BagDrawer': typeof import('mf-bag/src/bag-drawer');
  'mf_bag/mount': typeof import('mf-bag/src/mount');
  'mf_dashboard/routes': typeof import('mf-dashboard/src/routes');
  'mf_dashboard/mount': typeof import('mf-dashboard/src/mount');
  'mf_auth/AuthRoot': typeof import('mf-auth/src/auth-root');
  'mf_auth/UserMenu': typeof import('mf-auth/src/user-menu');
  'mf_landing/routes': typeof import('mf-landing/src/routes');
  'mf_landing/popups': typeof import('mf-landing/src/popups/popups');
  'mf_seller/routes': typeof import('mf-seller/src/routes');
  'mf_landing/ChatWidget': typeof import('mf-landing/src/chat/chat-widget');
};

/** Every remote module id the host may load, mapped to the module's type. */
export type RemoteModules = Omit<ExpectedRemoteModules, keyof ImportedRemoteModules> & ImportedRemoteModules;
export type RemoteModuleId = keyof RemoteModules;

/** Ids of exposed modules whose default export is a React component. */
export type ComponentRemoteId = {
  // `any` only in this type-level test: "is the default export some component?".
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [K in RemoteModuleId]: RemoteModules[K] extends { default: ComponentType<any> } ? K : never;
}[RemoteModuleId];

/** Props of the component a remote module exports by default. */
export type RemotePropsOf<K extends ComponentRemoteId> =
  RemoteModules[K] extends { default: ComponentType<infer P> } ? P : never;

/** The remote container name of a module id (`mf_bag/BagDrawer` → `mf_bag`). */
export type RemoteContainerOf<K extends string> = K extends `${infer R}/${string}` ? R : never;

// Compile-time proof that each imported module meets what the host expects of it.
type Conforms<T extends { [K in keyof ImportedRemoteModules]: ExpectedRemoteModules[K] }> = T;
export type ImportedModulesConform = Conforms<ImportedRemoteModules>;
