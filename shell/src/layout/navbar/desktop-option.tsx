// One desktop navbar option: a link, or a dropdown of child options (spec 000 §2/§3).
import { useNavigate } from 'react-router-dom';
import { DropdownMenu, HStack, Text } from '@storefront/ui';
import type { NavOption } from '@storefront/sdk';
import { navOptionTarget } from '../../routing/store-paths';
import { StoreLink } from '../store-link';
import { NavIcon } from './nav-icon';
import { optionStyle } from './option-style';

function OptionContent({ option }: { option: NavOption }) {
  return (
    <HStack as="span" gap="1.5">
      <NavIcon name={option.prefixIcon} />
      <Text as="span">{option.text}</Text>
      <NavIcon name={option.suffixIcon} />
    </HStack>
  );
}

export function DesktopOption({
  option,
  prefix,
  color,
}: {
  option: NavOption;
  prefix: string;
  color: string;
}) {
  const navigate = useNavigate();
  const style = optionStyle(option);
  const children = option.dropdown?.filter((child) => child.text) ?? [];

  if (children.length > 0) {
    return (
      <DropdownMenu
        trigger={
          <HStack as="span" gap="1">
            <OptionContent option={option} />
            {option.suffixIcon ? null : <NavIcon name="chevron-down" />}
          </HStack>
        }
        color={style.color ?? color}
        bg={style.bg}
        items={children.map((child, index) => ({
          value: `${index}-${child.text}`,
          label: <OptionContent option={child} />,
          onSelect: () => {
            const target = navOptionTarget(child, prefix);
            if (target?.kind === 'internal') navigate(target.to);
            else if (target?.kind === 'external') window.location.assign(target.href);
          },
        }))}
      />
    );
  }

  const target = navOptionTarget(option, prefix);
  if (!target) return <OptionContent option={option} />;
  return (
    <StoreLink
      destination={target}
      color={color}
      px="3"
      py="2"
      borderRadius="md"
      _hover={{ bg: 'blackAlpha.100', textDecoration: 'none' }}
      {...style}
    >
      <OptionContent option={option} />
    </StoreLink>
  );
}
