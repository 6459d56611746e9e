import { errorBodySchema } from '@booktutor/contracts/errors';

/** OpenAPI: the route needs a bearer token. */
export const bearerSecurity = [{ bearer: [] }];

/** The error statuses a route may answer, each with the API's one error body. */
export function errorResponses<const S extends number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as { [K in S[number]]: typeof errorBodySchema };
}
