/** `shared-ui/dialog`: the modal dialog and the focus trap every remote's dialogs and drawers use. */
export * from './dialog';
export * from './use-focus-trap';
