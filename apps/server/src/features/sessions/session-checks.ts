import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { TokenClaims } from '../../lib/tokens';
import type { SessionCheck } from '../../plugins/auth';
import { createLiveSessionCache } from './live-session-cache';
import { checkAdminAccess, checkUserAccess } from './service';

/**
 * The auth plugin's session checks for one app: user requests reuse recent answers
 * (live-session-cache.ts), which every ending the realtime hub hears clears; sockets and admins
 * always ask the database.
 */
export function sessionChecks(app: FastifyInstance, deps: Deps): SessionCheck {
  const liveSessions = createLiveSessionCache();
  const stopHearing = deps.realtime.onSessionsEnded((ended) =>
    'userId' in ended ? liveSessions.forgetUser(ended.userId) : 'sessionIds' in ended ? liveSessions.forgetSessions(ended.sessionIds) : liveSessions.forgetAll(),
  );
  app.addHook('onClose', async () => {
    stopHearing();
  });
  return {
    // While other nodes' endings may go unheard (Redis link down), every request asks the database.
    user: (claims: TokenClaims) => checkUserAccess(deps, claims, deps.realtime.hearsEveryEnding() ? liveSessions : undefined),
    userNow: (claims: TokenClaims) => checkUserAccess(deps, claims),
    admin: (claims: TokenClaims) => checkAdminAccess(deps, claims),
  };
}
