import React from 'react';
import { bus, recordSingleton } from 'shared-domain';
import { Drawer } from './drawer/drawer';
import { BagView } from './bag/bag-view';

recordSingleton('react', React);
recordSingleton('bus', bus);

export type BagDrawerProps = { open: boolean; onClose: () => void };

/** `mf_bag/BagDrawer`: the bag as a right-side panel over the page. */
export default function BagDrawer({ open, onClose }: BagDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Your Bag" closeLabel="Close bag">
      <BagView variant="drawer" onNavigate={onClose} onEmptied={onClose} />
    </Drawer>
  );
}
