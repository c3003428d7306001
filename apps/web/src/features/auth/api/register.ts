import type { RegisterFields } from '@store/contracts/auth';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type RegisterInput = { fields: Omit<RegisterFields, 'confirmPassword'>; files: File[] };

/** The wholesale request travels as one multipart form: the text fields, then file1..file5. */
export function toRegisterForm({ fields, files }: RegisterInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value ?? '');
  files.forEach((file, i) => {
    form.append(`file${i + 1}`, file, file.name);
  });
  return form;
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => call(endpoints.auth.register, { body: toRegisterForm(input) }),
  });
}
