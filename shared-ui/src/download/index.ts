/** `shared-ui/download`: saving a file made in the browser (a report, a media plan, a creative). */
export * from './save-blob';
