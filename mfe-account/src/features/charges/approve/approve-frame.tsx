// The frame every view of the approval flow shares: the panel's view frame with the flow's back
// button ("Volver").
import type { ReactNode } from 'react';
import { ViewFrame } from '../../../components/view-frame';
import { APPROVE_TEXTS as TEXTS } from './approve-texts';

export interface ApproveFrameProps {
  title: string;
  intro?: ReactNode;
  focusTitle?: boolean;
  onBack?: () => void;
  children?: ReactNode;
}

export function ApproveFrame({ onBack, ...frame }: ApproveFrameProps) {
  return <ViewFrame {...frame} back={onBack ? { label: TEXTS.back, onBack } : undefined} />;
}
