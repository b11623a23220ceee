/** The signed-in user, from the page runtime's session (shared-ui). */
export { useViewer } from 'shared-ui';
