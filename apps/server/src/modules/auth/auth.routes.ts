import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { accountRoutes } from './account.routes.ts';
import { otpRoutes } from './otp.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { pushTokenRoutes } from './push-token.routes.ts';
import { sessionRoutes } from './session.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';
import { socialRoutes } from './social.routes.ts';

/**
 * Accounts, sign-in, OTP, sessions (platform.md §7.1, §7.2) under /api/auth, one file per
 * sub-area; registered in this order, which is the order of the API document.
 */
export async function authRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await signInRoutes(app, s);
  await otpRoutes(app, s);
  await passwordRoutes(app, s);
  await accountRoutes(app, s);
  await sessionRoutes(app, s);
  await socialRoutes(app, s);
  await pushTokenRoutes(app, s);
}
