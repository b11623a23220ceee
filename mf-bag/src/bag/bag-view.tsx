import styled from 'styled-components';
import { LOCAL_BAG_LIMIT } from 'shared-domain';
import { BagItemRow } from './bag-item-row';
import { useLocalBag } from './use-local-bag';
import { AppLink } from '../config/browse-link';
import { useAuthToken, useBagConfig } from '../config/bag-config';
import { themed } from '../config/theme';

const List = styled.ul`list-style: none; margin: 0; padding: 0;`;
const Empty = styled.div`padding: 24px 0; text-align: center; color: #4a5468;`;
const Browse = styled(AppLink)`color: ${themed('primary')}; font-weight: 600;`;
const GuestNote = styled.div`
  margin-top: 16px; padding: 12px; border-radius: 8px; background: #f4f5f8; color: #2b3445;
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px; justify-content: space-between;
`;
const SignIn = styled.button`
  min-height: 40px; padding: 0 18px; border: 0; border-radius: 6px; font: inherit; font-weight: 700;
  background: ${themed('primary')}; color: #fff; cursor: pointer;
  &:focus-visible { outline: 3px solid ${themed('secondary')}; outline-offset: 2px; }
`;

/** The bag's content: items or the empty state, and the guest limit with SIGN IN. */
export function BagView() {
  const { items, remove } = useLocalBag();
  const token = useAuthToken();
  const { bus } = useBagConfig();
  return (
    <section aria-label="Bag items">
      {items.length === 0 ? (
        <Empty>
          <p>Your bag is empty</p>
          <Browse to="/">Browse media</Browse>
        </Empty>
      ) : (
        <List>
          {items.map((item) => <BagItemRow key={item._id} item={item} onRemove={remove} />)}
        </List>
      )}
      {!token && (
        <GuestNote>
          <span>As a guest you can hold up to {LOCAL_BAG_LIMIT} items. Sign in to add more and save a campaign.</span>
          <SignIn type="button" onClick={() => bus.publish({ type: 'auth/login-requested', reason: 'bag' })}>
            SIGN IN
          </SignIn>
        </GuestNote>
      )}
    </section>
  );
}
