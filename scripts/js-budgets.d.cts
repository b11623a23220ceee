import type { Page } from '@playwright/test';

export type Budget = { target: number; limit: number };
export const BUDGETS: { firstRoute: Budget; remoteEntry: Budget };
export const HYDRATED_MARK: string;
export function builtFile(root: string, urlPath: string): string;
export function gzipSize(file: string): number;
export function scriptsBeforeUsable(page: Page, url: string): Promise<{ before: string[]; after: string[] }>;
export function scriptSizes(root: string, paths: string[]): { rows: Array<{ path: string; gzip: number }>; total: number };
export function remoteEntrySizes(root: string, folders: readonly string[]): Array<{ folder: string; gzip: number }>;
