import styled from 'styled-components';
import { useDashboardServices } from '../app/dashboard-services';
import { Button } from './primitives';
import { StateBox } from 'shared-ui/states';

const Text = styled.p`
  margin: 0 0 16px;
  font-size: 1.125rem;
`;

/** No token (or an expired one): ask the auth remote to open its sign-in dialog. */
export function SignedOutView({ text = 'Sign in to see your campaigns' }: { text?: string }) {
  const { bus } = useDashboardServices();
  return (
    <StateBox>
      <Text>{text}</Text>
      <Button type="button" onClick={() => bus.publish({ type: 'auth/login-requested' })}>
        Sign in
      </Button>
    </StateBox>
  );
}
