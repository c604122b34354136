// Cards are real links (products/{id}); a plain left click opens the product dialog instead, while
// middle or modified clicks (new tab, new window) keep the browser's link behaviour.
import type { MouseEvent } from 'react';

export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
