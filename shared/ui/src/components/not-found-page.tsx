import { Button, Heading, Text, VStack } from '@chakra-ui/react';

export interface NotFoundPageProps {
  title?: string;
  description?: string;
  /** Button text; the button shows only with onAction. Default "Volver al inicio". */
  actionLabel?: string;
  onAction?(): void;
}

/** A friendly not-found screen (missing product, request, receipt, ...). */
export function NotFoundPage({
  title = 'Página no encontrada',
  description = 'Lo que buscas no existe o ya no está disponible.',
  actionLabel = 'Volver al inicio',
  onAction,
}: NotFoundPageProps) {
  return (
    <VStack gap="4" py="16" px="4" textAlign="center">
      <Text aria-hidden fontSize="5xl" lineHeight="1" color="brand.primary">
        404
      </Text>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {description}
      </Text>
      {onAction ? (
        <Button colorPalette="brand" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </VStack>
  );
}
