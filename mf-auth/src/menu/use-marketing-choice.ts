import { useState } from 'react';
import { toApiError, type User } from 'shared-domain';
import { useAuthServices } from '../app/auth-services';

/**
 * The marketing e-mail choice (PUT /user/preferences): on unless the user opted out. While a
 * change is saved the item is busy; a failure is said in words and the choice stays as it was.
 */
export function useMarketingChoice(user: User) {
  const { api } = useAuthServices();
  const [optOut, setOptOut] = useState(Boolean(user.marketingOptOut));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const toggle = async () => {
    if (saving) return;
    setSaving(true);
    setError('');
    try {
      const res = await api.put<{ user: User }>('/user/preferences', { marketingOptOut: !optOut });
      setOptOut(Boolean(res.data.user.marketingOptOut));
    } catch (err) {
      setError(`Your marketing e-mail choice was not saved: ${toApiError(err).message}`);
    } finally {
      setSaving(false);
    }
  };
  return { on: !optOut, saving, error, toggle };
}
