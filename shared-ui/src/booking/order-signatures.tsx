import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  checkSignatureName, checkWithdraw, shortHash, signatureOf, SIGNATURE_NAME_MAX, type InsertionOrder, type OrderSignature, type SignatureSide,
} from 'shared-domain/booking';
import { color } from 'shared-ui';
import { Button } from '../forms/button';
import { TextField } from '../forms/forms';
import { formatDayTime } from './booking-text';

const SIDE_NAME: Record<SignatureSide, string> = { buyer: 'buyer', seller: 'seller' };

/** The side's signature in force, if any. */
export function activeSignature(order: InsertionOrder, side: SignatureSide): OrderSignature | undefined {
  return signatureOf(order.signatures, side);
}

/** Its signer may withdraw a signature while shared-domain's `checkWithdraw` allows it (current version, the other side not signed). */
export function canWithdraw(order: InsertionOrder, signature: OrderSignature, viewerId: string | null): boolean {
  return signature.userId === viewerId && checkWithdraw(order, signature).ok;
}

/** What is wrong with a typed name (shared-domain's `checkSignatureName`, the server's rule), or null. */
export function signatureNameError(name: string): string | null {
  const check = checkSignatureName(name);
  return check.ok ? null : `${check.message}.`;
}

/** "Signed as the buyer by Asha Rao, 1 Mar, 10:00 (SHA-256 1f2e3d4c…)", and when it was withdrawn. */
export function signatureSentence(s: OrderSignature): string {
  const signed = `Signed as the ${SIDE_NAME[s.side]} by ${s.name}, ${formatDayTime(s.signedAt)} (SHA-256 ${shortHash(s.sha256)})`;
  return s.withdrawnAt ? `${signed}. Withdrawn ${formatDayTime(s.withdrawnAt)}.` : signed;
}

const List = styled.ul`
  margin: 0 0 12px;
  padding-left: 20px;
  overflow-wrap: anywhere;
  li {
    margin-bottom: 6px;
  }
  li[data-withdrawn='true'] {
    color: ${color.muted};
  }
`;

const SignForm = styled.form`
  max-width: 420px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

export type OrderSignaturesProps = {
  order: InsertionOrder;
  /** The signed-in user's id: only a signature's signer may withdraw it. */
  viewerId: string | null;
  /** Resolves true when the signature was recorded (the order is then reloaded by the caller). */
  onSign: (side: SignatureSide, name: string) => Promise<boolean>;
  onWithdraw: (signatureId: string) => Promise<boolean>;
  pending: boolean;
};

function SignBlock({ side, pending, onSign }: { side: SignatureSide; pending: boolean; onSign: OrderSignaturesProps['onSign'] }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = signatureNameError(name);
    setError(problem);
    if (problem) return;
    const check = checkSignatureName(name);
    if (check.ok && (await onSign(side, check.value))) setName('');
  };
  const label = `Sign as ${SIDE_NAME[side]}`;
  return (
    <SignForm aria-label={label} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Type your full name to sign"
        hint="Typing your name and signing is your signature on this version of the order."
        error={error ?? undefined}
        value={name}
        maxLength={SIGNATURE_NAME_MAX}
        autoComplete="name"
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
        {pending ? 'Signing…' : label}
      </Button>
    </SignForm>
  );
}

/**
 * An insertion order's signatures (withdrawn ones kept, marked), "Withdraw signature" on the
 * viewer's own while the other side has not signed, and a typed-name form for each side the
 * viewer may sign for that has not signed yet. The seller studio and the campaign page share it.
 */
export function OrderSignatures({ order, viewerId, onSign, onWithdraw, pending }: OrderSignaturesProps) {
  const open = order.status === 'awaiting-signatures';
  const sides = order.canSignAs.filter((side) => open && !activeSignature(order, side));
  return (
    <div>
      {order.signatures.length === 0 ? (
        <p>No signatures yet.</p>
      ) : (
        <List aria-label="Signatures">
          {order.signatures.map((s) => (
            <li key={s._id} data-withdrawn={s.withdrawnAt ? 'true' : 'false'}>
              <Row>
                <span>{signatureSentence(s)}</span>
                {canWithdraw(order, s, viewerId) ? (
                  <Button type="button" $variant="outline" $size="small" aria-disabled={pending || undefined} onClick={() => void (pending ? undefined : onWithdraw(s._id))}>
                    Withdraw signature
                  </Button>
                ) : null}
              </Row>
            </li>
          ))}
        </List>
      )}
      {order.status === 'signed' ? <p>Signed by both sides.</p> : null}
      {order.status === 'superseded' ? <p>A newer version replaces this order; its signatures no longer count.</p> : null}
      {sides.map((side) => (
        <SignBlock key={side} side={side} pending={pending} onSign={onSign} />
      ))}
    </div>
  );
}
