import React from 'react';
import { bus, recordSingleton, type CampaignTarget } from 'shared-domain';
import { Drawer } from './drawer/drawer';
import { BagView } from './bag/bag-view';

recordSingleton('react', React);
recordSingleton('bus', bus);

export type BagDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The campaign saving goes into (opened from its "Add media"); the host keeps it while the user browses. */
  campaign?: CampaignTarget | null;
  /** The user chose to save a new campaign instead. */
  onLeaveCampaign?: () => void;
};

/** `mf_bag/BagDrawer`: the bag as a right-side panel over the page. */
export default function BagDrawer({ open, onClose, campaign = null, onLeaveCampaign }: BagDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Your Bag" closeLabel="Close bag">
      <BagView variant="drawer" onNavigate={onClose} onEmptied={onClose} campaign={campaign} onLeaveCampaign={onLeaveCampaign} />
    </Drawer>
  );
}
