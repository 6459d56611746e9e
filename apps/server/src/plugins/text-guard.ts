import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@booktutor/contracts/messages';
import { badRequest } from '../lib/errors';
import { findTextProblem } from '../lib/text-check';

/**
 * One check for every route: a NUL character or an unpaired surrogate anywhere in the params,
 * the query or a JSON body, or a body nested deeper than MAX_NESTING_DEPTH, answers 400 before
 * validation and before any handler, so no route can forget it. (Runs after onRequest, so a protected route still answers 401 first.)
 */
export default fp(
  async function textGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const problem = findTextProblem(value);
        if (problem?.kind === 'too_deep') throw badRequest(MSG.generic.nestedTooDeeply, part);
        if (problem) throw badRequest(MSG.generic.invalidText, problem.path.join('.') || part);
      }
    });
  },
  { name: 'text-guard' },
);
