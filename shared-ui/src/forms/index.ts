/** `shared-ui/forms`: labelled fields with hint and error text wired by aria-describedby / aria-invalid, and the buttons. */
export * from './forms';
export * from './button';
export * from './action-row';
