// Alert banners from the store template, above the content (spec 000 §2: text, type, height).
import { Box, Flex } from '@storefront/ui';
import { useTenant } from '@storefront/state';
import { cssLength } from '@storefront/ui';

const TYPE_COLORS: Record<string, string> = {
  info: 'brand.info',
  success: 'brand.success',
  warning: 'brand.warning',
  error: 'brand.error',
  danger: 'brand.error',
};

export function AlertBanners() {
  const { store } = useTenant();
  const alerts = store.content.navigation.navbar.alert ?? [];
  if (alerts.length === 0) return null;
  return (
    <Box>
      {alerts.map((alert, index) => (
        <Flex
          key={`${index}-${alert.text}`}
          role="status"
          align="center"
          justify="center"
          textAlign="center"
          px="4"
          minH={cssLength(alert.height, 40)}
          bg={TYPE_COLORS[(alert.type ?? 'info').toLowerCase()] ?? 'brand.info'}
          color="white"
          fontWeight="medium"
          fontSize="sm"
        >
          {alert.text}
        </Flex>
      ))}
    </Box>
  );
}
