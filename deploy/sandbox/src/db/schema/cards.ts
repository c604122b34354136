// Cards: the inscribed cards, their inscriptions and the verification charge (001 §9).
import type { NullableTimestamp, Timestamp } from './column-types';

export interface CardsTable {
  id: string;
  store_id: string;
  user_id: string;
  brand: string;
  type: string;
  digits: string;
  created_at: Timestamp;
}

export interface CardInscriptionsTable {
  token: string;
  store_id: string;
  user_id: string;
  return_url: string;
  status: 'started' | 'succeeded' | 'failed' | 'confirmed';
  brand: string | null;
  type: string | null;
  digits: string | null;
  card_id: string | null;
  created_at: Timestamp;
}

/** Issue 11: the CLP 50 charge made when a card is inscribed, and its automatic refund (001 §9). */
export interface CardVerificationsTable {
  id: string;
  inscription_token: string;
  card_id: string;
  store_id: string;
  user_id: string;
  amount: number;
  currency: string;
  charged_at: Timestamp;
  refunded_at: NullableTimestamp;
  status: 'charged' | 'refunded';
}
