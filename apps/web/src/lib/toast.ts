import { toast } from 'sonner';
import { ApiError, SERVER_ERROR } from './api-client.ts';
import { translateMessage } from './messages.ts';

export function errorMessage(error: unknown, fallback = SERVER_ERROR): string {
  if (error instanceof ApiError) return translateMessage(error.message);
  if (error instanceof Error && error.message) return translateMessage(error.message);
  return fallback;
}

export const notify = {
  success: (message: string, duration?: number) => toast.success(translateMessage(message), { duration }),
  error: (error: unknown, duration?: number) => toast.error(errorMessage(error), { duration }),
};
