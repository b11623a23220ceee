import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium, expect, type APIRequestContext, type Browser, type LaunchOptions, type Page } from '@playwright/test';
import { uniqueEmail } from './session';
import { apiToken } from './staff';

// White-label helpers (issue 15): a browser that maps every *.test name to 127.0.0.1, so an
// organisation's hostname opens the e2e server as an agency's visitors would; organisations
// made as staff through the API; roles granted with the server's own CLI (`npm run user`).

export const port = Number(process.env.E2E_PORT);

/** Chromium as the config launches it, plus every *.test hostname resolved to 127.0.0.1. */
export const TEST_HOSTS_LAUNCH: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--host-resolver-rules=MAP *.test 127.0.0.1'],
};

export const launchWithTestHosts = (): Promise<Browser> => chromium.launch(TEST_HOSTS_LAUNCH);

/** A short suffix no other run or test uses (hostnames, names). */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A *.test hostname of its own, e.g. acme-lx2k9q3a.test. */
export const uniqueHost = (tag: string) => `${tag}-${uniqueSuffix()}.test`;

/** The site's address on `hostname` (mapped to the e2e server). */
export const siteOn = (hostname: string, pathname = '/') => `http://${hostname}:${port}${pathname}`;

/** `#0a3d62` → `rgb(10, 61, 98)`, as getComputedStyle answers colours. */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A computed style property of the first element `selector` matches. */
export const computed = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** The value of a theme variable (`--mm-primary`) on the document's root. */
export const rootVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/**
 * Gives `who` (e-mail or phone) a role with the server's CLI, exactly as an administrator
 * runs `npm run user -- grant <who> <role> [--org <id>]`, on the e2e server's data folder.
 * An address with no account gets one (they sign in with a code).
 */
export function grantRole(who: string, role: string, organizationId?: string): string {
  const cli = path.resolve(__dirname, '../../../server/dist/cli/user.js');
  const args = [cli, 'grant', who, role, ...(organizationId ? ['--org', organizationId] : [])];
  return String(execFileSync(process.execPath, args, {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: '', NODE_ENV: 'test' },
  }));
}

/** A new staff member (role admin, granted by the CLI) signed in through the API: its e-mail and token. */
export async function newStaff(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('staff');
  grantRole(email, 'admin');
  return { email, token: await apiToken(request, email) };
}

export type OrganisationAnswer = {
  _org: string;
  name: string;
  logoUrl?: string | null;
  hostnames: string[];
  contactDetails: { address?: string; city?: string; emails?: string[] };
  settings: { theme: { palette: { primary: { main: string }; secondary: { main: string } } } };
  embedOrigins: string[];
};

export type NewOrganisation = {
  name: string;
  hostnames: string[];
  primary: string;
  secondary: string;
  address?: string;
  city?: string;
  emails?: string[];
  social?: Record<string, string>;
  embedOrigins?: string[];
};

/** POST /api/organizations as staff; expects 201. */
export async function createOrganisation(request: APIRequestContext, token: string, org: NewOrganisation): Promise<OrganisationAnswer> {
  const res = await request.post('/api/organizations', {
    headers: { 'x-access-token': token },
    data: {
      name: org.name,
      contactDetails: { address: org.address ?? '12 MG Road', city: org.city ?? 'Pune', emails: org.emails ?? ['hello@agency.test'], social: org.social ?? {} },
      settings: { theme: { palette: { primary: { main: org.primary }, secondary: { main: org.secondary } } } },
      hostnames: org.hostnames,
      showChat: false,
      embedOrigins: org.embedOrigins ?? [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as OrganisationAnswer;
}

/**
 * Staff approve each of the organisation's hostnames (PUT /api/organizations/{id}/hostnames/{hostname}):
 * a new hostname is a pending claim that shows nobody's site until it is verified (issue 30).
 */
export async function approveHostnames(request: APIRequestContext, token: string, org: Pick<OrganisationAnswer, '_org' | 'hostnames'>): Promise<void> {
  for (const hostname of org.hostnames) {
    const res = await request.put(`/api/organizations/${encodeURIComponent(org._org)}/hostnames/${encodeURIComponent(hostname)}`, {
      headers: { 'x-access-token': token }, data: { status: 'verified' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** GET /api/organizations/hostname/{hostname}: the status of the public lookup (200 once a verified hostname answers). */
export async function lookupStatus(request: APIRequestContext, hostname: string): Promise<number> {
  return (await request.get(`/api/organizations/hostname/${encodeURIComponent(hostname)}`)).status();
}

/** GET /api/organizations as `token` sees them. */
export async function listOrganisations(request: APIRequestContext, token: string): Promise<OrganisationAnswer[]> {
  const res = await request.get('/api/organizations', { headers: { 'x-access-token': token } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: OrganisationAnswer[] }).data;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A real PNG of one colour (RGB, 8 bits), `width`×`height`. */
export function solidPng(width: number, height: number, hex: string): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r!, g!, b!]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
}
