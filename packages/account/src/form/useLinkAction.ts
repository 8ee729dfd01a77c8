// The action behind a mail link (activate, verify, confirm): run once per token as soon as the page
// opens. Link tokens are single-use, so the request must not repeat on re-renders, on a language
// switch or in React's strict-mode double effects; `retry` runs it again on purpose (after a
// network failure, when the token was not used up).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Where a link action stands. */
export type LinkActionState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'done'; readonly value: T }
  | { readonly status: 'failed'; readonly error: unknown };

/** Runs `run(token)` once for each token; returns the state and a retry. */
export function useLinkAction<T>(
  token: string | undefined,
  run: (token: string) => Promise<T>,
): { state: LinkActionState<T>; retry: () => void } {
  const [state, setState] = useState<LinkActionState<T>>(token ? { status: 'pending' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const ran = useRef<string | null>(null);
  const runRef = useRef(run);
  // Kept current after each commit (not during render), for the callbacks that run later.
  useLayoutEffect(() => {
    runRef.current = run;
  });

  useEffect(() => {
    if (token === undefined) return;
    const key = `${attempt}:${token}`;
    if (ran.current === key) return;
    ran.current = key;
    setState({ status: 'pending' });
    runRef.current(token).then(
      (value) => setState({ status: 'done', value }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
