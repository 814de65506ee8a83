/**
 * The invites feature's public face (issue 21 §1): what other features and the app routes may
 * import (the lint rule in eslint.layers.js).
 */
export { pendingInvite } from './utils/pending-invite.ts';

/** Loads the `/invite/{token}` page (its own chunk). */
export const loadInvitePage = () => import('./components/invite-page.tsx');
/** Loads the list of sent invites shown on `/invite-parent`. */
export const loadSentInvites = () => import('./components/sent-invites.tsx');
