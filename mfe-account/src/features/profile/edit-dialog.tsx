// The frame every profile dialog shares: title, fields, a save error, "Cancelar" and "Guardar"
// (disabled until the fields are valid; spec 000 §5 "Save is enabled only when … valid").
import type { ReactNode } from 'react';
import { Button, HStack, Text } from '@storefront/ui';
import { FormDialog } from '@storefront/ui/forms';
import { PROFILE_TEXTS } from './profile-texts';

export interface EditDialogProps {
  open: boolean;
  title: string;
  canSave: boolean;
  saving: boolean;
  failed: boolean;
  onSave(): void;
  onCancel(): void;
  children: ReactNode;
}

export function EditDialog({
  open,
  title,
  canSave,
  saving,
  failed,
  onSave,
  onCancel,
  children,
}: EditDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onCancel}
      onSubmit={() => {
        if (canSave && !saving) onSave();
      }}
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {PROFILE_TEXTS.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!canSave} loading={saving}>
            {PROFILE_TEXTS.save}
          </Button>
        </HStack>
      }
    >
      {children}
      {failed ? (
        <Text role="alert" color="brand.error" fontSize="sm" mt="4">
          {PROFILE_TEXTS.saveError}
        </Text>
      ) : null}
    </FormDialog>
  );
}
