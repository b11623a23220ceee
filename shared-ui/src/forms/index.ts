/** `shared-ui/forms`: labelled fields with hint and error text wired by aria-describedby / aria-invalid, and the primary button. */
export * from './forms';
export * from './button';
