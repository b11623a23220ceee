import { normalizeEmail } from 'shared-domain';

/** Splits what was typed into addresses (commas, semicolons, spaces or new lines between them). */
export function parseAddresses(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const address = normalizeEmail(part);
    if (!address) invalid.push(part);
    else if (!valid.includes(address)) valid.push(address);
  }
  return { valid, invalid };
}
