import type { ReactNode } from 'react';
import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { PERSIST, REHYDRATE } from 'redux-persist';
import { useAppDispatch } from '@/app/hooks';
import { Loading } from '@/components/feedback/Loading';

interface SavedStateGateProps {
  /** The caller's own test: every slice it injected has been read back. */
  ready: boolean;
  children: ReactNode;
}

/**
 * Renders `children` once persisted slices injected after the store started (the traveller's,
 * the registration draft) are read back. The store's persistor started before those slices
 * existed, so they are started here the way the persistor starts every other one: a PERSIST (a
 * no-op for slices already started) whose rehydrate answers with REHYDRATE for each key.
 */
export function SavedStateGate({ ready, children }: SavedStateGateProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (ready) return;
    dispatch({
      type: PERSIST,
      register: () => undefined,
      rehydrate: (key: string, payload: unknown, err: unknown) =>
        dispatch({ type: REHYDRATE, key, payload, err }),
    });
  }, [dispatch, ready]);
  // What the router shows while a screen's code arrives (router.tsx): the same first frame.
  if (!ready)
    return (
      <Container className="py-4">
        <Loading />
      </Container>
    );
  return children;
}
