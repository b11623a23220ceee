/** `shared-domain/leads`: the lead form's rules, the inbox's statuses and the CSV export (issue 14). */
export * from './lead-rules';
export * from './lead-status';
export * from './lead-view';
export * from './lead-csv';
export * from './utm';
