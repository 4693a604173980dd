import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetAdminToken, readAdminToken, saveAdminToken } from '@/features/admin/admin-token';
import { AdminTokenForm } from '@/features/admin/components/admin-token-form';
import { VisitsPanel } from '@/features/admin/components/visits-panel';
import { VISITS_PATH } from '@/features/admin/api/visit';

/** /admin/ip-tracking: the list of page visits, behind the admin token. Not for search engines. */
export function AdminIpTrackingPage() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readAdminToken);
  const [rejected, setRejected] = useState(false);

  const signIn = (value: string) => {
    saveAdminToken(value);
    setRejected(false);
    setToken(value);
  };
  const dropToken = useCallback(
    (wasRejected: boolean) => {
      forgetAdminToken();
      queryClient.removeQueries({ queryKey: [VISITS_PATH] });
      setRejected(wasRejected);
      setToken('');
    },
    [queryClient],
  );
  const onUnauthorized = useCallback(() => dropToken(true), [dropToken]);
  const onSignOut = useCallback(() => dropToken(false), [dropToken]);

  return (
    <main>
      <title>Visitor IP addresses — admin</title>
      <meta name="robots" content="noindex" />
      {token ? (
        <VisitsPanel key={token} token={token} onUnauthorized={onUnauthorized} onSignOut={onSignOut} />
      ) : (
        <AdminTokenForm rejected={rejected} onSubmit={signIn} />
      )}
    </main>
  );
}
