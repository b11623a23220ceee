import { Resolver } from 'node:dns/promises';
import { hostnameProofRecord, proofRecordFound } from 'shared-domain';

/**
 * The DNS proof of a hostname claim (issue 30): the organisation adds the TXT record
 * `_mediamart-verification.<hostname>` = `mediamart-verification=<token>`, and a check asks
 * DNS for it. DNS rather than a file at the hostname: the hostname is meant to point at
 * this site, which would then answer for the file itself, and a DNS question goes only to
 * the resolver configured here, never to an address the claimant chose (no request to
 * private or loopback addresses can be made through it).
 */

/** The TXT records of a name, each as its strings; rejects as node:dns does (`code` ENODATA, ENOTFOUND, ETIMEOUT …). */
export type TxtLookup = (name: string) => Promise<string[][]>;

/** A check gives up after this long: the person who asked waits for it. */
export const PROOF_TIMEOUT_MS = 4000;
/** One check per claim in this long (each asks DNS on a person's click). */
export const PROOF_CHECK_INTERVAL_MS = 10_000;

/** node:dns with one try and a timeout, on the system's resolvers. */
export function systemTxtLookup(timeoutMs = PROOF_TIMEOUT_MS): TxtLookup {
  return async (name) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    try {
      return await resolver.resolveTxt(name);
    } finally {
      resolver.cancel();
    }
  };
}

export type ProofOutcome = { found: true } | { found: false; problem: string };

class ProofTimeout extends Error {}

/** The lookup, cut off after `timeoutMs` whatever the lookup does. */
function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProofTimeout()), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether the claim's TXT record is in DNS, or what a person should do about it. Call only
 * for a hostname hostnameRefusal lets through.
 */
export async function checkHostnameProof(hostname: string, token: string, lookup: TxtLookup, timeoutMs = PROOF_TIMEOUT_MS): Promise<ProofOutcome> {
  const { name, value } = hostnameProofRecord(hostname, token);
  let records: string[][];
  try {
    records = await withinTime(lookup(name), timeoutMs);
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'ENODATA' || code === 'ENOTFOUND') {
      return { found: false, problem: `No TXT record named ${name} was found. A new record can take a while to show; try again later.` };
    }
    if (err instanceof ProofTimeout || code === 'ETIMEOUT') return { found: false, problem: `DNS did not answer for ${name} in time; try again later.` };
    return { found: false, problem: `DNS could not be asked about ${name}; try again later.` };
  }
  return proofRecordFound(records, token) ? { found: true } : { found: false, problem: `${name} has no TXT record with the value ${value}.` };
}
