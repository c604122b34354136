// The category tree of the filters (spec 000 §2: up to depth 4). Each category is a checkbox; a
// category with subcategories has a toggle that shows them (collapsed at first, so a 30-category
// tree stays short, unless a subcategory is already selected). The server includes a category's descendants in its results.
import { useState } from 'react';
import { Box, Button, chakra, HStack, Stack, Text } from '@storefront/ui';
import { hasSelectedDescendant, type CategoryNode } from './category-tree';

export function CategoryFilter({
  nodes,
  selected,
  onToggle,
}: {
  nodes: readonly CategoryNode[];
  selected: readonly string[];
  onToggle(name: string): void;
}) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="2">
        Categorías
      </Text>
      <CategoryList nodes={nodes} selected={selected} onToggle={onToggle} />
    </Box>
  );
}

function CategoryList({
  nodes,
  selected,
  onToggle,
}: {
  nodes: readonly CategoryNode[];
  selected: readonly string[];
  onToggle(name: string): void;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {nodes.map((node, index) => (
        <CategoryItem
          key={`${index}-${node.name}`}
          node={node}
          selected={selected}
          onToggle={onToggle}
        />
      ))}
    </Stack>
  );
}

function CategoryItem({
  node,
  selected,
  onToggle,
}: {
  node: CategoryNode;
  selected: readonly string[];
  onToggle(name: string): void;
}) {
  const [open, setOpen] = useState(() => hasSelectedDescendant(node, selected));
  const hasChildren = node.children.length > 0;
  return (
    <li>
      <HStack gap="1" justify="space-between">
        <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" py="0.5" flex="1">
          <chakra.input
            type="checkbox"
            checked={selected.includes(node.name)}
            onChange={() => onToggle(node.name)}
            accentColor="brand.primary"
            w="4"
            h="4"
          />
          <Text as="span" fontSize="sm">
            {node.name}
          </Text>
        </chakra.label>
        {hasChildren ? (
          <Button
            size="2xs"
            variant="ghost"
            aria-expanded={open}
            aria-label={`${open ? 'Ocultar' : 'Mostrar'} subcategorías de ${node.name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? '−' : '+'}
          </Button>
        ) : null}
      </HStack>
      {hasChildren && open ? (
        <Box pl="5" pt="1">
          <CategoryList nodes={node.children} selected={selected} onToggle={onToggle} />
        </Box>
      ) : null}
    </li>
  );
}
