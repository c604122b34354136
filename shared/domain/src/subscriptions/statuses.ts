// Spec 001 §4 / 002 §4 subscription statuses, as the provider (and the sandbox) sends them: the
// spec's own words, e.g. 'failed attempt 1', 'awaiting response'. Every function here also accepts
// snake_case or kebab-case spellings ('awaiting response') through normalizeSubscriptionStatus.
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'failed attempt 1',
  'failed attempt 2',
  'failed attempt 3',
  'awaiting response',
  'paused',
  'failed',
  'canceled',
  'completed',
  'no renewal',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** 'Awaiting_Response' / 'awaiting-response' → 'awaiting response'. */
export function normalizeSubscriptionStatus(status: string | null | undefined): string {
  return (status ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');
}

export const FAILED_ATTEMPT_STATUSES: readonly SubscriptionStatus[] = ['failed attempt 1', 'failed attempt 2', 'failed attempt 3'];

/** 002 §2 "Three lists": active, paused, ended. */
export const SUBSCRIPTION_GROUPS = {
  active: ['pending', 'active', 'failed attempt 1', 'failed attempt 2', 'failed attempt 3', 'awaiting response'],
  paused: ['paused', 'failed'],
  ended: ['canceled', 'completed', 'no renewal'],
} as const satisfies Record<string, readonly SubscriptionStatus[]>;
export type SubscriptionGroup = keyof typeof SUBSCRIPTION_GROUPS;

export function subscriptionGroup(rawStatus: string): SubscriptionGroup | null {
  const status = normalizeSubscriptionStatus(rawStatus);
  for (const group of Object.keys(SUBSCRIPTION_GROUPS) as SubscriptionGroup[]) {
    if ((SUBSCRIPTION_GROUPS[group] as readonly string[]).includes(status)) return group;
  }
  return null;
}

/** 001 §4 "'Failing' covers the three failed attempts". */
export function isFailing(status: string): boolean {
  return (FAILED_ATTEMPT_STATUSES as readonly string[]).includes(normalizeSubscriptionStatus(status));
}

/** "Editable: pending, active, failed attempts, failed, paused, awaiting response." */
export function isEditable(status: string): boolean {
  return ['pending', 'active', 'failed', 'paused', 'awaiting response'].includes(normalizeSubscriptionStatus(status)) || isFailing(status);
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
  const { hasCard } = input;
  const status = normalizeSubscriptionStatus(input.status);
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
