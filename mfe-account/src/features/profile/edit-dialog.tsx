// The frame every profile dialog shares: title, fields, a save error, "Cancelar" and "Guardar"
// (disabled until the form's schema passes; spec 000 §5 "Save is enabled only when … valid").
// `onSubmit` is the form's handleSubmit: it saves only valid values.
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
  onSubmit(): void | Promise<void>;
  onCancel(): void;
  children: ReactNode;
}

export function EditDialog({
  open,
  title,
  canSave,
  saving,
  failed,
  onSubmit,
  onCancel,
  children,
}: EditDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onCancel}
      onSubmit={saving ? undefined : onSubmit}
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
