import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A company poster's QR code opens `/login#code=<user code>` (issue 24, decision 0055): the
 * code rides in the fragment, which no browser sends to a server. This takes it out of the
 * address at once (no history entry or bookmark keeps it) and hands it to `signIn`, once.
 * The parser loads with the login call's chunk, only when there is a fragment: off the first
 * screen's budget.
 */
export function usePosterSignIn(signIn: (code: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  const signInWith = useEffectEvent(signIn);
  const { hash, pathname, search, state } = location;

  useEffect(() => {
    if (handled.current || hash.length <= 1) return;
    handled.current = true;
    void (async () => {
      const { parsePosterSignIn } = await import('../api/log-in.ts');
      const code = parsePosterSignIn(hash);
      if (!code) return;
      await navigate({ pathname, search }, { replace: true, state });
      signInWith(code);
    })();
  }, [hash, pathname, search, state, navigate]);
}
