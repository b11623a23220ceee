import { useCallback, useState } from 'react';
import { ApiError } from 'shared-domain';
import type { DeliveryLedger, MakeGoodAnswer, Proof } from 'shared-domain/proof';
import { useLatestData } from 'shared-ui/states';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { useResource } from '../../app/use-resource';
import { answerMakeGood, fetchCampaignProofs, fetchDelivery } from './delivery.api';

/** Said when the offer answered is no longer the current one (409): the ledger is read again. */
export const OFFER_CHANGED = 'This offer changed; the ledger is reloaded. Check the offer again.';

type Delivery = { proofs: Proof[]; ledger: DeliveryLedger };

/** The campaign's proofs and delivery ledger, and the owner's answer to a make-good offer. */
export function useDelivery(campaignId: string) {
  const { campaignApi } = useDashboardServices();
  const [resource, reload] = useResource(`campaign-delivery:${campaignId}`, async (): Promise<Delivery> => {
    const [proofs, ledger] = await Promise.all([fetchCampaignProofs(campaignApi, campaignId), fetchDelivery(campaignApi, campaignId)]);
    return { proofs, ledger };
  });
  const loaded = useLatestData(resource);
  // The ledger a make-good answer sent back, over the one loaded with it (until the next load).
  const [answered, setAnswered] = useState<{ over: Delivery; ledger: DeliveryLedger } | null>(null);
  const [changed, setChanged] = useState(false);
  const data = loaded && answered?.over === loaded ? { ...loaded, ledger: answered.ledger } : loaded;
  const action = useAction(
    useCallback(async (input: MakeGoodAnswer) => {
      setChanged(false);
      try {
        return { ledger: await answerMakeGood(campaignApi, campaignId, input), decision: input.decision };
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setChanged(true);
          reload();
        }
        throw error;
      }
    }, [campaignApi, campaignId, reload]),
    {
      success: (r) => (r.decision === 'accept' ? 'Make-good accepted.' : 'Make-good declined.'),
      failure: 'Could not save your answer',
      messages: { 409: OFFER_CHANGED },
    },
  );
  const run = action.run;
  const answer = useCallback(async (input: MakeGoodAnswer) => {
    const result = await run(input);
    if (result && loaded) setAnswered({ over: loaded, ledger: result.ledger });
    return result;
  }, [run, loaded]);
  return { resource, data, reload, answer, pending: action.pending, error: action.error, changed };
}

export type DeliveryState = ReturnType<typeof useDelivery>;
