// 001 §4 "A transaction is polled every 5 seconds until completed or failed" (§9 "Transaction
// polling 5 seconds"). The first read is at once; a failed read is logged and the next tick reads
// again. A null id polls nothing.
import { useEffect, useState } from 'react';
import { isFinalTransactionStatus, TRANSACTION_POLL_MS } from '@storefront/domain';
import { transactionsApi, type Transaction } from '@storefront/sdk/transactions';
import { useApi } from '@storefront/state';

export type TransactionPolling =
  | { status: 'idle' }
  | { status: 'polling'; transaction: Transaction | null }
  | { status: 'completed' | 'failed'; transaction: Transaction };

export function useTransactionPolling(
  transactionId: string | null,
  intervalMs: number = TRANSACTION_POLL_MS,
): TransactionPolling {
  const api = useApi();
  const [state, setState] = useState<TransactionPolling>({ status: 'idle' });

  useEffect(() => {
    if (!transactionId) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'polling', transaction: null });
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const transaction = await transactionsApi(api).get(transactionId);
        if (!live) return;
        if (isFinalTransactionStatus(transaction.status)) {
          setState({ status: transaction.status as 'completed' | 'failed', transaction });
          return;
        }
        setState({ status: 'polling', transaction });
      } catch (error) {
        console.error('[mfe-payments] rails: transaction poll failed', error);
      }
      if (live) timer = setTimeout(() => void read(), intervalMs);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, transactionId, intervalMs]);

  return state;
}
