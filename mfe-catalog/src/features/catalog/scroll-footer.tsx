// The end of the list: the spinner the infinite scroll watches (the next page is asked for while it
// is still PREFETCH_MARGIN below the viewport), a visible "Cargar más productos" button for
// keyboard users and as a fallback, the live region announcing each page, and the end text.
import { useEffect, useRef } from 'react';
import { Box, Button, Spinner, Stack, Text, VisuallyHidden } from '@storefront/ui';
import {
  END_SEARCH_HINT_TEXT,
  END_WITH_FILTERS_TEXT,
  LOAD_ERROR_TEXT,
  LOAD_MORE_TEXT,
  PREFETCH_MARGIN,
  loadedText,
} from './catalog-texts';

export function ScrollFooter({
  status,
  hasMore,
  empty,
  filtered,
  loadedCount,
  lastLoaded,
  onLoadMore,
}: {
  status: 'loading' | 'idle' | 'error';
  hasMore: boolean;
  empty: boolean;
  filtered: boolean;
  /** Products shown so far: a new value re-arms the observer. */
  loadedCount: number;
  lastLoaded: number | null;
  onLoadMore(): void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const watching = hasMore && status === 'idle';

  useEffect(() => {
    const element = sentinel.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return;
    // Observing fires once with the current state, so a sentinel still in range after a page
    // arrives asks for the next one straight away.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, loadedCount, onLoadMore]);

  const ended = !hasMore && status === 'idle' && !empty;
  return (
    <Stack align="center" gap="4" py="8">
      <VisuallyHidden role="status" aria-live="polite">
        {lastLoaded !== null && lastLoaded > 0 ? loadedText(lastLoaded) : ''}
      </VisuallyHidden>
      <Box ref={sentinel} minH="8" display="flex" alignItems="center">
        {status === 'loading' ? (
          <Spinner size="lg" color="brand.primary" aria-label="Cargando productos" />
        ) : null}
      </Box>
      {status === 'error' ? (
        <Text color="fg.error" role="alert">
          {LOAD_ERROR_TEXT}
        </Text>
      ) : null}
      {hasMore && !empty ? (
        // Stays mounted while a page loads so keyboard focus is not lost; loadMore ignores repeats.
        <Button
          variant="outline"
          colorPalette="brand"
          aria-busy={status === 'loading'}
          onClick={onLoadMore}
        >
          {status === 'error' ? 'Reintentar' : LOAD_MORE_TEXT}
        </Button>
      ) : null}
      {ended ? (
        <Text color="fg.muted" textAlign="center">
          {filtered ? END_WITH_FILTERS_TEXT : END_SEARCH_HINT_TEXT}
        </Text>
      ) : null}
    </Stack>
  );
}
