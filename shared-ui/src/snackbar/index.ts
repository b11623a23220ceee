/** `shared-ui/snackbar`: the bar drawn for one snackbar (the list and its hook are in the root entry). */
export * from './snackbar-bar';
