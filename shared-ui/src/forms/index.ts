/** `shared-ui/forms`: labelled fields with hint and error text wired by aria-describedby / aria-invalid. */
export * from './forms';
