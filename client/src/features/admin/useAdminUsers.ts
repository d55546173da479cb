// Loads the admin user list: up to 3 retries with backoff except on 403 (spec 7), and a silent reload.
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi, type AdminUser } from '../../api/admin';
import { errorText, isApiError } from '../../api/http';

const ADMIN_LIST_RETRIES = 3;

export type UsersState =
  | { status: 'loading' }
  | { status: 'ready'; users: AdminUser[] }
  | { status: 'forbidden' }
  | { status: 'error'; message: string };

/** 1 s, 2 s, 4 s … capped at 30 s (the spec's library defaults). */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `load`, retrying failures up to `retries` times; a 403 is final at once. */
export async function withAdminRetry<T>(
  load: () => Promise<T>,
  retries = ADMIN_LIST_RETRIES,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (isApiError(error, 403) || attempt >= retries) throw error;
      await wait(retryDelay(attempt));
    }
  }
}

export function useAdminUsers() {
  const [state, setState] = useState<UsersState>({ status: 'loading' });
  const alive = useRef(true);

  const load = useCallback(async (showSpinner: boolean) => {
    if (showSpinner) setState({ status: 'loading' });
    try {
      const users = await withAdminRetry(adminApi.listUsers);
      if (alive.current) setState({ status: 'ready', users });
    } catch (error) {
      if (!alive.current) return;
      setState(
        isApiError(error, 403)
          ? { status: 'forbidden' }
          : { status: 'error', message: errorText(error, 'The user list could not be loaded.') },
      );
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void load(false);
    return () => {
      alive.current = false;
    };
  }, [load]);

  return { state, reload: () => load(false), retry: () => load(true) };
}
