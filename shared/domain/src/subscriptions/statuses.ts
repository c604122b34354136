// Spec 001 §4 / 002 §4 subscription statuses. The string values are this repo's contract (the spec
// names them in words only): the SDK, the sandbox and every screen use these constants.
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'failed_attempt_1',
  'failed_attempt_2',
  'failed_attempt_3',
  'awaiting_response',
  'paused',
  'failed',
  'canceled',
  'completed',
  'no_renewal',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const FAILED_ATTEMPT_STATUSES: readonly SubscriptionStatus[] = ['failed_attempt_1', 'failed_attempt_2', 'failed_attempt_3'];

/** 002 §2 "Three lists": active, paused, ended. */
export const SUBSCRIPTION_GROUPS = {
  active: ['pending', 'active', 'failed_attempt_1', 'failed_attempt_2', 'failed_attempt_3', 'awaiting_response'],
  paused: ['paused', 'failed'],
  ended: ['canceled', 'completed', 'no_renewal'],
} as const satisfies Record<string, readonly SubscriptionStatus[]>;
export type SubscriptionGroup = keyof typeof SUBSCRIPTION_GROUPS;

export function subscriptionGroup(status: string): SubscriptionGroup | null {
  for (const group of Object.keys(SUBSCRIPTION_GROUPS) as SubscriptionGroup[]) {
    if ((SUBSCRIPTION_GROUPS[group] as readonly string[]).includes(status)) return group;
  }
  return null;
}

/** 001 §4 "'Failing' covers the three failed attempts". */
export function isFailing(status: string): boolean {
  return (FAILED_ATTEMPT_STATUSES as readonly string[]).includes(status);
}

/** "Editable: pending, active, failed attempts, failed, paused, awaiting response." */
export function isEditable(status: string): boolean {
  return ['pending', 'active', 'failed', 'paused', 'awaiting_response'].includes(status) || isFailing(status);
}

export interface SubscriptionActions {
  retry: boolean;
  pause: boolean;
  resume: boolean;
  reactivate: boolean;
  cancel: boolean;
  edit: boolean;
  addCard: boolean;
}

/**
 * 001 §4 "Actions by status": failed attempt with a card → retry and cancel (plus edit); active with
 * a card → pause and cancel; paused with a card → resume and cancel; failed with a card → reactivate
 * and cancel (plus edit); no card → add card and cancel. `canPause`/`canCancel` come from the policy
 * and the pause rule (see pause.ts). Edit follows isEditable.
 */
export function subscriptionActions(input: { status: string; hasCard: boolean; canPause?: boolean; canCancel?: boolean }): SubscriptionActions {
  const { status, hasCard } = input;
  const live = subscriptionGroup(status) !== 'ended';
  const cancel = live && input.canCancel !== false;
  const none = { retry: false, pause: false, resume: false, reactivate: false, addCard: false };
  const edit = isEditable(status);
  if (!live) return { ...none, cancel: false, edit: false };
  if (!hasCard) return { ...none, addCard: true, cancel, edit };
  return {
    ...none,
    retry: isFailing(status),
    pause: status === 'active' && input.canPause !== false,
    resume: status === 'paused',
    reactivate: status === 'failed',
    cancel,
    edit,
  };
}
