// The shopper is back from a rail (contract "Storefront return URLs"): a Webpay Plus token is
// committed by the server (only on token_ws without TBK_TOKEN), every other return polls the
// transaction this tab started. Only the server's answer says paid: a forged `result=success`,
// `payment_id` or `token_ws` shows nothing as paid (001 §8 validation failure instead).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  parseRailReturn,
  withoutRailReturn,
  type RailFailure,
  type RailName,
} from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import {
  committedAnswerOf,
  paymentsApi,
  type WebpayPlusValidation,
} from '@storefront/sdk/payments';
import type { Transaction } from '@storefront/sdk/transactions';
import { useApi } from '@storefront/state';
import { railTransactionStore } from './rail-transaction-store';
import { useTransactionPolling } from './use-transaction-polling';

/** Why a return ended unpaid: the rail's own failures, a declined payment, or nothing to verify. */
export type RailReturnFailure = RailFailure | 'declined' | 'unverified';

export type RailReturnState =
  | { phase: 'verifying'; rail: RailName }
  | { phase: 'paid'; rail: RailName; transaction: Transaction | null }
  | { phase: 'failed'; rail: RailName; reason: RailReturnFailure };

/** The commit; a repeat (a reload) answers 409 "Token already committed" with the first answer. */
async function commitToken(api: Api, token: string): Promise<WebpayPlusValidation> {
  try {
    return await paymentsApi(api).rails.webpayPlus.validatePayment(token);
  } catch (error) {
    const first = committedAnswerOf(error);
    if (first) return first;
    throw error;
  }
}

/**
 * The return in the current URL for `targetId`, or null when the page was not opened by one.
 * `dismiss` removes the return from the URL (and the kept transaction) once the shopper saw it.
 */
export function useRailReturn(targetId: string | undefined) {
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const railReturn = useMemo(
    () => parseRailReturn(new URLSearchParams(location.search)),
    [location.search],
  );
  const [commit, setCommit] = useState<{
    token: string;
    answer: WebpayPlusValidation | 'error';
  } | null>(null);
  const committing = useRef<string | null>(null);

  const token = railReturn?.kind === 'commit' ? railReturn.token : null;
  useEffect(() => {
    if (!token || committing.current === token) return;
    committing.current = token;
    commitToken(api, token).then(
      (answer) => {
        if (targetId) railTransactionStore.set(targetId, answer.transaction._id);
        setCommit({ token, answer });
      },
      (error: unknown) => {
        console.error('[mfe-payments] rails: Webpay Plus commit failed', error);
        setCommit({ token, answer: 'error' });
      },
    );
  }, [api, token, targetId]);

  const storedId = targetId ? railTransactionStore.get(targetId) : null;
  const pollId = railReturn?.kind === 'verify' ? storedId : null;
  const polling = useTransactionPolling(pollId);

  const state = ((): RailReturnState | null => {
    if (!railReturn) return null;
    const { rail } = railReturn;
    if (railReturn.kind === 'failed') return { phase: 'failed', rail, reason: railReturn.reason };
    if (railReturn.kind === 'commit') {
      const answer = commit?.token === railReturn.token ? commit.answer : null;
      if (!answer) return { phase: 'verifying', rail };
      if (answer === 'error') return { phase: 'failed', rail, reason: 'unverified' };
      if (answer.status === 'completed') return { phase: 'paid', rail, transaction: null };
      return {
        phase: 'failed',
        rail,
        reason: answer.status === 'canceled' ? 'aborted' : 'declined',
      };
    }
    if (!pollId) return { phase: 'failed', rail, reason: 'unverified' };
    if (polling.status === 'completed') {
      return { phase: 'paid', rail, transaction: polling.transaction };
    }
    if (polling.status === 'failed') return { phase: 'failed', rail, reason: 'declined' };
    return { phase: 'verifying', rail };
  })();

  const dismiss = useCallback(() => {
    if (targetId) railTransactionStore.remove(targetId);
    const search = withoutRailReturn(new URLSearchParams(location.search)).toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  }, [location.pathname, location.search, navigate, targetId]);

  return { state, dismiss };
}
