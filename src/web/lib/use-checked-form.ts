import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';

/**
 * A react-hook-form form checked as it is typed, with what its submit button needs (changed, valid, sending)
 * read on every render: react-hook-form works out only the state that is read.
 */
export function useCheckedForm<TIn extends FieldValues, TOut = TIn>(
  options: Omit<UseFormProps<TIn, unknown, TOut>, 'mode'>,
) {
  const form = useForm<TIn, unknown, TOut>({ ...options, mode: 'onChange' });
  const { isDirty, isValid, isSubmitting } = form.formState;
  return { ...form, isDirty, isValid, isSubmitting };
}
