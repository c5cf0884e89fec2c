import { isApiError } from '../../api/http';

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.isNotFound;
}
