// Landing banners (spec 000 §3 Banner, Carousel settings): the mobile or desktop image by
// breakpoint (a <picture>, so the browser downloads only the one it shows), a link when linkUrl
// is set. One slide at a time; arrows and selectors as the carousel settings say (default on);
// `infinite` wraps around. No auto-rotation: moving content the shopper did not ask for hurts
// accessibility. The carousel's box never waits for an image to know its size (issue 15: no
// layout shift): the configured height, or else a fixed aspect ratio (the seeded banners': square
// on a phone, 16:5 from md). The first banner is the page's largest paint: fetched eagerly and
// first; the others lazily.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, HStack, IconButton, Link, chakra } from '@storefront/ui';
import type { Banner, LandingView } from '@storefront/sdk';
import { useStorePath } from '@storefront/state';
import { ChevronIcon } from './icons';

type CarouselSettings = NonNullable<LandingView['carousel']>;

const Picture = chakra('picture');
/** Chakra's md breakpoint: below it is "mobile" (spec 000 §9: small or extra-small). */
const DESKTOP_MEDIA = '(min-width: 48rem)';
/** A banner's box without a configured height: the seeded images' shapes (600×600, 1600×500). */
const BANNER_ASPECT_RATIO = { base: '1 / 1', md: '16 / 5' };

function cssHeight(height: CarouselSettings['height']): string | undefined {
  if (typeof height === 'number' && height > 0) return `${height}px`;
  if (typeof height === 'string' && height.trim())
    return /^\d+$/.test(height.trim()) ? `${height.trim()}px` : height.trim();
  return undefined;
}

function BannerLink({
  url,
  label,
  children,
}: {
  url: string | null | undefined;
  label: string;
  children: ReactNode;
}) {
  const storePath = useStorePath();
  if (!url) return <>{children}</>;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    return (
      <Link href={url} aria-label={label} display="block">
        {children}
      </Link>
    );
  }
  return (
    <Link asChild aria-label={label} display="block">
      <RouterLink to={storePath(url)}>{children}</RouterLink>
    </Link>
  );
}

function BannerImage({
  banner,
  alt,
  height,
  eager,
}: {
  banner: Banner;
  alt: string;
  height: string | undefined;
  eager: boolean;
}) {
  const mobile = banner.imageUrlMobile || banner.imageUrlDesktop || '';
  const desktop = banner.imageUrlDesktop || banner.imageUrlMobile || '';
  return (
    <Picture display="block" w="100%">
      <source media={DESKTOP_MEDIA} srcSet={desktop} />
      <chakra.img
        src={mobile}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        display="block"
        w="100%"
        h={height ?? 'auto'}
        aspectRatio={height ? undefined : BANNER_ASPECT_RATIO}
        objectFit="cover"
      />
    </Picture>
  );
}

export function BannerCarousel({
  banners,
  settings,
}: {
  banners: readonly Banner[];
  settings?: LandingView['carousel'];
}) {
  const [index, setIndex] = useState(0);
  const count = banners.length;
  if (count === 0) return null;
  const height = cssHeight(settings?.height);
  const infinite = settings?.infinite !== false;
  const arrows = count > 1 && settings?.arrows !== false;
  const selectors = count > 1 && settings?.selectors !== false;
  const current = Math.min(index, count - 1);
  const go = (next: number) =>
    setIndex(infinite ? (next + count) % count : Math.max(0, Math.min(count - 1, next)));

  return (
    <Box
      as="section"
      aria-roledescription="carrusel"
      aria-label="Banners"
      position="relative"
      w="100%"
      overflow="hidden"
      bg="bg.subtle"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(current - 1);
        if (event.key === 'ArrowRight') go(current + 1);
      }}
    >
      {banners.map((banner, i) => {
        const label = `Banner ${i + 1} de ${count}`;
        return (
          <Box
            key={i}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={label}
            aria-hidden={i !== current}
            display={i === current ? 'block' : 'none'}
          >
            <BannerLink url={banner.linkUrl} label={label}>
              <BannerImage
                banner={banner}
                alt={banner.linkUrl ? '' : label}
                height={height}
                eager={i === 0}
              />
            </BannerLink>
          </Box>
        );
      })}
      {arrows ? (
        <>
          <ArrowButton
            side="left"
            label="Banner anterior"
            disabled={!infinite && current === 0}
            onClick={() => go(current - 1)}
          />
          <ArrowButton
            side="right"
            label="Banner siguiente"
            disabled={!infinite && current === count - 1}
            onClick={() => go(current + 1)}
          />
        </>
      ) : null}
      {selectors ? (
        <HStack position="absolute" bottom="3" left="50%" transform="translateX(-50%)" gap="2">
          {banners.map((_, i) => (
            <chakra.button
              key={i}
              type="button"
              aria-label={`Ir al banner ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              w={i === current ? '6' : '2.5'}
              h="2.5"
              borderRadius="full"
              bg={i === current ? 'white' : 'whiteAlpha.600'}
              boxShadow="0 0 0 1px rgba(0,0,0,0.25)"
              transition="width 0.2s"
              cursor="pointer"
              _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
            />
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}

function ArrowButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...(side === 'left' ? { left: '3' } : { right: '3' })}
      size={{ base: 'sm', md: 'md' }}
      borderRadius="full"
      bg="whiteAlpha.800"
      color="gray.800"
      boxShadow="sm"
      _hover={{ bg: 'white' }}
    >
      <ChevronIcon direction={side} />
    </IconButton>
  );
}
