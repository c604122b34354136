// Alert banners from the store template, above the content (spec 000 §2: text, type, height). The
// text colour is computed against the template's colour for that type (white on farmacia-demo's
// orange warning read at 3:1, under WCAG AA's 4.5:1).
import {
  Box,
  Flex,
  contrastText,
  cssLength,
  templateColors,
  type TemplateColorName,
} from '@storefront/ui';
import { useTenant } from '@storefront/state';

const TYPE_COLORS: Record<string, TemplateColorName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
  danger: 'error',
};

export function AlertBanners() {
  const { store, template } = useTenant();
  const alerts = store.content.navigation.navbar.alert ?? [];
  if (alerts.length === 0) return null;
  const colors = templateColors(template);
  return (
    <Box>
      {alerts.map((alert, index) => {
        const name = TYPE_COLORS[(alert.type ?? 'info').toLowerCase()] ?? 'info';
        return (
          <Flex
            key={`${index}-${alert.text}`}
            role="status"
            align="center"
            justify="center"
            textAlign="center"
            px="4"
            minH={cssLength(alert.height, 40)}
            bg={`brand.${name}`}
            color={contrastText(colors[name])}
            fontWeight="medium"
            fontSize="sm"
          >
            {alert.text}
          </Flex>
        );
      })}
    </Box>
  );
}
