import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-fields.tsx';

/** The contact of a record (a client, a customer): the fields its form has under these names (text fields). */
export type ContactField = 'contactName' | 'contactEmail' | 'contactPhone' | 'address';

/**
 * A form's contact fields: the contact's name, then email and phone side by side (stacked on a phone), then the
 * address; `label` names each in the form's language.
 */
export function ContactFields<T extends FieldValues, TOut = T>({
  control,
  label,
}: {
  control: Control<T, unknown, TOut>;
  label: (field: ContactField) => string;
}) {
  const name = (field: ContactField) => field as FieldPath<T>;
  return (
    <>
      <FormTextField control={control} name={name('contactName')} label={label('contactName')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name={name('contactEmail')} label={label('contactEmail')} type="email" />
        <FormTextField control={control} name={name('contactPhone')} label={label('contactPhone')} type="tel" />
      </Box>
      <FormTextField control={control} name={name('address')} label={label('address')} multiline minRows={2} />
    </>
  );
}
