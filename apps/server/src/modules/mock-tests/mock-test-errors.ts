import { AppError } from '../../lib/app-error.ts';

/** A 409 with `code` (RESULT_NOT_READY, TEST_NOT_STARTED, SESSION_FINISHED, DEADLINE_PASSED, …). */
export const conflict = (code: string, message: string): AppError => new AppError(409, code, message);
