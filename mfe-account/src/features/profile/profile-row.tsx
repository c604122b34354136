// One shown value of the profile: a labelled group (label, value or "Sin registrar") with an
// optional "Editar" button whose accessible name says what it edits ("Editar rut").
import { useId, type ReactNode } from 'react';
import { Box, Button, Flex, Text } from '@storefront/ui';
import { PROFILE_TEXTS } from './profile-texts';

export interface ProfileRowProps {
  label: string;
  value: ReactNode;
  editLabel?: string;
  onEdit?(): void;
}

export function ProfileRow({ label, value, editLabel, onEdit }: ProfileRowProps) {
  const labelId = useId();
  const empty = value === '' || value === null || value === undefined;
  return (
    <Flex
      role="group"
      aria-labelledby={labelId}
      align="center"
      justify="space-between"
      gap="4"
      py="3"
    >
      <Box minW="0">
        <Text id={labelId} fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="medium" color={empty ? 'fg.muted' : undefined} overflowWrap="anywhere">
          {empty ? PROFILE_TEXTS.notSet : value}
        </Text>
      </Box>
      {onEdit ? (
        <Button variant="outline" size="sm" aria-label={editLabel} onClick={onEdit} flexShrink={0}>
          {PROFILE_TEXTS.edit}
        </Button>
      ) : null}
    </Flex>
  );
}
